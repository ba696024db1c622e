// The shop's questions and answers: the FAQs page's first text (the content seed) and the few
// shown on each product page, which take them from here rather than from the edited page. Plain
// strings only, so they can be drawn anywhere (and used for structured data) without markup.
// Facts here must match the shop's shipping, returns and safety policies.

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  /** Stable slug, usable as a React key or an anchor id. */
  id: string;
  name: string;
  items: readonly FaqItem[];
}

/** The five categories of the full FAQ page. */
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: "shipping-delivery",
    name: "Shipping & Delivery",
    items: [
      {
        question: "Where do you ship?",
        answer:
          "We ship only within Australia, to every state and territory. We're unable to send orders overseas, and customers must reside in Australia to order.",
      },
      {
        question: "How long does delivery take?",
        answer:
          "Every order is shipped within 1-2 business days, and express delivery then takes 2-3 business days across Australia. Carrier delays during peak periods or severe weather can occasionally add time.",
      },
      {
        question: "What's the cut-off for same-day dispatch?",
        answer:
          "Orders placed before 2 PM AEST on a business day are dispatched the same day. Orders placed after the cut-off, on a weekend or on a public holiday are dispatched on the next business day.",
      },
      {
        question: "How much does shipping cost?",
        answer:
          "Free express shipping applies to any order of 2 or more tubs, including the Dynamic Duo and Triple Threat packs or two or more single tubs. An order of a single tub ships express for $9.95.",
      },
      {
        question: "Are there any extra charges at checkout?",
        answer:
          "No. All prices are in Australian dollars and include GST. The only addition is the $9.95 shipping charge on single-tub orders, which is shown before you pay.",
      },
    ],
  },
  {
    id: "product-safety",
    name: "Product Safety",
    items: [
      {
        question: "Who can take it?",
        answer:
          "It's made for healthy adults aged 18 and over. It isn't suitable for children or teenagers, and you must be 18 or over to order.",
      },
      {
        question: "Can I take it if I'm pregnant, breastfeeding or on medication?",
        answer:
          "Please speak to your doctor or pharmacist before using it if you're pregnant, breastfeeding or planning a pregnancy, take any prescription or over-the-counter medicines, or have a medical condition. Some ingredients, such as ashwagandha and turmeric, can interact with certain medicines. Our Prescription FAQ explains more.",
      },
      {
        question: "Are there any side effects?",
        answer:
          "Like any supplement, it can disagree with some people, for example causing an upset stomach; taking it with food and plenty of water may help. Each serve contains vitamin B6: stop taking it and see your health professional as soon as possible if you experience tingling, burning or numbness. Stop using it and seek medical advice if you have any reaction you're worried about.",
      },
      {
        question: "I have allergies. Is it suitable for me?",
        answer:
          "Check the full ingredient list on the label before use. Milk thistle belongs to the daisy family, so people allergic to plants such as ragweed, chrysanthemums, marigolds or daisies may react to it. If you're unsure, ask your doctor or pharmacist first.",
      },
      {
        question: "Does it make it safe to drink more, or to drive?",
        answer:
          "No. It does not reduce the effects of alcohol or your blood alcohol level, and it does not make it safe to drink and drive. Please drink responsibly and plan a safe way home.",
      },
    ],
  },
  {
    id: "usage-timing",
    name: "Usage & Timing",
    items: [
      {
        question: "How do I prepare a serve?",
        answer:
          "Add one scoop (about 5g) to 250–300ml of cold water, then stir or shake well until dissolved. Drink it straight away. Always read the label and follow the directions.",
      },
      {
        question: "When is the best time to take it?",
        answer:
          "Many customers have a serve at the end of a night out, along with a big glass of water, and another the next morning. Don't take more than the maximum daily amount shown on the label.",
      },
      {
        question: "Can I take it every day?",
        answer:
          "It's designed for use around social occasions rather than as a daily multivitamin. If you'd like to take it regularly, or you already take other supplements (especially ones containing vitamin B6, zinc or magnesium), check with your pharmacist so you don't double up.",
      },
      {
        question: "How long does a tub last?",
        answer:
          "Each 100g tub holds 20 servings. The Dynamic Duo (2 tubs) gives you 40 servings and the Triple Threat (3 tubs) gives you 60.",
      },
      {
        question: "Can I mix it with something other than water?",
        answer:
          "Cold water works best, but you can also add it to juice or a smoothie. Please don't mix it with alcohol.",
      },
    ],
  },
  {
    id: "ingredients-nutrition",
    name: "Ingredients & Nutrition",
    items: [
      {
        question: "What are the ingredients and how much of each is in a serve?",
        answer:
          "Each serve contains electrolytes (1000mg), vitamin C (1000mg), a vitamin B-complex (100mg: B1, B6 and B12 at 25mg each, plus 25mg of other B vitamins), magnesium (200mg), zinc (15mg), N-acetylcysteine (600mg), turmeric (500mg), ashwagandha (500mg), milk thistle (250mg) and L-theanine (200mg).",
      },
      {
        question: "What does each ingredient do?",
        answer:
          "Electrolytes help maintain hydration and fluid balance. B vitamins support energy production. Vitamin C and zinc support normal immune system function, and vitamin C is an antioxidant. Magnesium supports normal muscle and nerve function. N-acetylcysteine is an amino acid derivative the body uses to make the antioxidant glutathione. Milk thistle is traditionally used in Western herbal medicine to support liver health, turmeric and ashwagandha are traditionally used in Ayurvedic medicine, and L-theanine is an amino acid naturally found in tea.",
      },
      {
        question: "Why does the label carry a vitamin B6 warning?",
        answer:
          "Each serve contains vitamin B6. In rare cases, B6 can cause nerve damage (peripheral neuropathy), particularly at high intakes over time. Stop taking it and see your health professional as soon as possible if you experience tingling, burning or numbness, and check your other supplements for B6 so you don't double up.",
      },
      {
        question: "Which flavours can I choose?",
        answer:
          "Lemon Squash, Orange Crush and Pineapple Punch. With the Dynamic Duo and Triple Threat packs you choose a flavour for each tub, so you can mix and match.",
      },
      {
        question: "Can it replace meals or water?",
        answer:
          "No. Dietary supplements are not a substitute for a varied and balanced diet. Keep eating well and drinking plenty of water, especially before bed after a night out.",
      },
    ],
  },
  {
    id: "returns-support",
    name: "Returns & Support",
    items: [
      {
        question: "What is your return policy?",
        answer:
          "We offer a 30-day satisfaction guarantee, counted from confirmed delivery. You can return unopened items in original packaging, or a tub you've opened and tried if you're unsatisfied with the results. This guarantee is in addition to, and never limits, your rights under the Australian Consumer Law.",
      },
      {
        question: "How do I start a return?",
        answer:
          "Fill in the return request form or contact our support team with your order number. You'll receive a return authorisation within 24 hours. Once your return arrives it's processed within 2 business days, and refunds reach your account within 5-7 business days, depending on your bank.",
      },
      {
        question: "What if my order arrives damaged or I receive the wrong item?",
        answer:
          "Contact us as soon as you can with your order number and a photo if possible. Under the Australian Consumer Law you're entitled to a replacement or refund for damaged, faulty or incorrect items, and we'll cover the cost of return shipping.",
      },
      {
        question: "Can I get store credit instead of a refund?",
        answer: "Yes. Store credit is available on request. Just let us know when you start your return.",
      },
      {
        question: "How can I contact you?",
        answer:
          "Email support@reboundrecovery.com.au, call 1300 732 668 (Monday to Friday, 9 AM – 5 PM Sydney time, excluding public holidays) or use the form on our Contact page. We reply to every message within 24 hours.",
      },
    ],
  },
];
