// The stock module as the rest of the shop calls it (`services.stock`): tubs per flavour, with
// the lots they are counted in and each flavour's barcode beside them.
import { facade } from "../../infra/facade";
import type { FlavourBarcodes } from "./flavour-barcodes.service";
import type { StockLotService } from "./stock-lots.service";
import type { StockService } from "./stock.service";

export type StockParts = {
  /** Lots and best-before dates: receiving, the sell-by write-off, what each order shipped. */
  lots: StockLotService;
  /** Each flavour's tub barcode number, set on a product's page. */
  barcodes: FlavourBarcodes;
};

export type StockFacade = StockService & StockParts;

export const stockFacade = (main: StockService, parts: StockParts): StockFacade => facade("stock", main, parts);
