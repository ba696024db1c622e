/**
 * What each ingredient does, for the ingredient modal. Wording follows Australian TGA-style
 * language for listed complementary medicines: general health claims only ("supports", "helps
 * maintain"), traditional-use claims name the tradition, and nothing claims to cure, treat or
 * prevent anything.
 */
export const INGREDIENT_BENEFITS: Readonly<Record<string, { desc: string; details: readonly string[] }>> = {
  electrolytes: {
    desc: "1000mg of electrolyte minerals to help replenish the salts your body loses through sweat and a big night out.",
    details: [
      "Helps replenish electrolytes lost through sweating",
      "Supports hydration when mixed with water",
      "Helps maintain healthy fluid balance",
      "Supports normal muscle and nerve function",
    ],
  },
  "vitamin-b-complex": {
    desc: "100mg of B vitamins, with B1, B6, B12 and B-complex at 25mg each, to support energy production.",
    details: [
      "Supports energy production in the body",
      "Helps maintain a healthy nervous system",
      "Helps the body metabolise carbohydrates, fats and proteins",
      "Supports general health and wellbeing",
    ],
  },
  "vitamin-c": {
    desc: "1000mg of vitamin C, an antioxidant that supports immune system health.",
    details: [
      "Antioxidant that helps reduce free radicals formed in the body",
      "Supports immune system health",
      "Supports collagen formation for healthy skin",
      "Helps the body absorb iron from food",
    ],
  },
  magnesium: {
    desc: "200mg of magnesium, an essential mineral that supports energy production and muscle function.",
    details: [
      "Supports energy production",
      "Helps maintain healthy muscle function",
      "Supports nervous system health",
      "Helps maintain electrolyte balance",
    ],
  },
  "n-acetylcysteine": {
    desc: "600mg of N-acetylcysteine (NAC), an amino acid compound that helps the body make its own antioxidant, glutathione.",
    details: [
      "Supports the body's production of glutathione",
      "Provides antioxidant support",
      "Helps reduce free radicals formed in the body",
    ],
  },
  ashwagandha: {
    desc: "500mg of ashwagandha root, a herb traditionally used in Ayurvedic medicine to help the body adapt to stress.",
    details: [
      "Traditionally used in Ayurvedic medicine to help the body cope with stress",
      "Traditionally used in Ayurvedic medicine as a tonic to support energy and vitality",
      "Traditionally used in Ayurvedic medicine to support restful sleep",
    ],
  },
  "l-theanine": {
    desc: "200mg of L-theanine, an amino acid found naturally in tea leaves that helps promote relaxation.",
    details: [
      "Helps promote a calm, relaxed state",
      "Supports mental focus without drowsiness",
      "Found naturally in green and black tea",
    ],
  },
  "milk-thistle": {
    desc: "250mg of milk thistle, a herb traditionally used in Western herbal medicine to support liver health.",
    details: [
      "Traditionally used in Western herbal medicine to support liver health",
      "Contains silymarin, a natural antioxidant compound",
      "Traditionally used in Western herbal medicine to support healthy digestion",
    ],
  },
  turmeric: {
    desc: "500mg of turmeric root, a golden spice traditionally used in Ayurvedic medicine to support digestion.",
    details: [
      "Traditionally used in Ayurvedic medicine to support healthy digestion",
      "Contains curcumin, a natural antioxidant",
      "Helps reduce free radicals formed in the body",
      "Traditionally used in Ayurvedic medicine to support general wellbeing",
    ],
  },
  zinc: {
    desc: "15mg of zinc, an essential mineral that supports immune system health.",
    details: [
      "Supports immune system health",
      "Helps maintain healthy skin",
      "Supports the metabolism of carbohydrates, fats and proteins",
      "Helps protect cells from free radical damage",
    ],
  },
};
