// The product form's and API's check of a weight in grams (kept apart from core/weight.ts so the
// storefront's cards, which only show a weight, load no validation library).
import { z } from "zod";
import { MAX_WEIGHT_GRAMS, WEIGHT_GRAMS_MESSAGE } from "./weight";

export const WeightGramsSchema = z
  .number({ error: WEIGHT_GRAMS_MESSAGE })
  .int(WEIGHT_GRAMS_MESSAGE)
  .min(1, WEIGHT_GRAMS_MESSAGE)
  .max(MAX_WEIGHT_GRAMS, WEIGHT_GRAMS_MESSAGE);
