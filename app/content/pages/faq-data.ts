// Questions and answers for the home-linked FAQ accordion, the full FAQ page (/faqs) and the
// Prescription FAQ page (/fap). Plain strings only, so they can be rendered anywhere (and used for
// structured data) without markup. Facts here must match the policies in SPEC §9.

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

/** Five questions for the accordion linked from the home page (one open at a time). */
export const HOME_FAQS: readonly FaqItem[] = [
  {
    question: "What's in every scoop?",
    answer:
      "Each serve is a powdered blend of ten ingredients: electrolytes (1000mg), vitamin C (1000mg), a vitamin B-complex (100mg, including B1, B6 and B12), magnesium (200mg), zinc (15mg), N-acetylcysteine (600mg), turmeric (500mg), ashwagandha (500mg), milk thistle (250mg) and L-theanine (200mg). It's formulated to support hydration, energy production and general wellbeing. Every tub holds 20 servings (100g).",
  },
  {
    question: "How and when should I take it?",
    answer:
      "Mix one scoop (about 5g) into 250–300ml of cold water and drink it straight away. Many customers have a serve at the end of a night out along with a big glass of water, and another the next morning. Always read the label and follow the directions, and don't take more than the label says.",
  },
  {
    question: "How quickly will my order arrive?",
    answer:
      "Orders placed before 2 PM AEST on a business day are dispatched the same day, and every order is shipped within 1-2 business days. Express delivery then takes 2-3 business days across Australia. Shipping is free on orders of 2 or more tubs; a single tub ships for $9.95.",
  },
  {
    question: "Is it safe for me to take?",
    answer:
      "It's made for healthy adults aged 18 and over, using ingredients from quality-assured suppliers. It isn't right for everyone, so talk to your doctor or pharmacist before using it if you're pregnant or breastfeeding, take any medicines, or have a medical condition. It doesn't reduce the effects of alcohol, so always drink responsibly. Our Prescription FAQ covers medicines and health conditions in more detail.",
  },
  {
    question: "What if it's not for me?",
    answer:
      "You're covered by our 30-day satisfaction guarantee, counted from confirmed delivery. Contact our support team within 30 days and we'll arrange a return, including for a tub you've opened and tried. The guarantee is in addition to your rights under the Australian Consumer Law.",
  },
];

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

/**
 * Six categories for the Prescription FAQ page (/fap). The product is a dietary supplement, not a
 * prescription medicine; these answers point people to their doctor or pharmacist.
 */
export const PRESCRIPTION_FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: "prescriptions-basics",
    name: "Prescriptions & Buying",
    items: [
      {
        question: "Do I need a prescription to buy it?",
        answer:
          "No. It's a dietary supplement, not a prescription medicine, so you can order it online without a script. You must be 18 or over and reside in Australia to order.",
      },
      {
        question: "Can my doctor prescribe it, or can I claim it on the PBS?",
        answer:
          "No. It isn't available on prescription and isn't listed on the Pharmaceutical Benefits Scheme (PBS). You can buy it only from our online store.",
      },
      {
        question: "Can I use it instead of a medicine I've been prescribed?",
        answer:
          "No. It's not a substitute for any prescribed medicine. Never stop, skip or change a prescribed medicine without talking to the doctor who prescribed it.",
      },
      {
        question: "How long is a prescription valid for?",
        answer:
          "You don't need one for our product. If your doctor writes you a script for a medicine, most prescriptions in Australia are generally valid for 12 months from the date they're written, although some medicines (such as controlled drugs) have shorter limits and the rules vary between states and territories. Your pharmacist can confirm the details. We don't sell prescription medicines and can't accept or fill scripts.",
      },
    ],
  },
  {
    id: "taking-with-medicines",
    name: "Taking It With Medicines",
    items: [
      {
        question: "Can I take it alongside my prescription medicines?",
        answer:
          "Talk to your doctor or pharmacist first. Some ingredients can interact with medicines or change how well they work. Take the tub, or a photo of the label, with you so they can check each ingredient and its amount.",
      },
      {
        question: "I'm taking antibiotics. Is that a problem?",
        answer:
          "Magnesium and zinc can reduce how well some antibiotics (such as tetracyclines and quinolones) and some osteoporosis medicines are absorbed. Your pharmacist can tell you whether you need to avoid the supplement or space the doses a few hours apart.",
      },
      {
        question: "I take blood pressure or diabetes medicine. Should I check first?",
        answer:
          "Yes. Each serve contains electrolytes, and some herbal ingredients (such as ashwagandha, turmeric and milk thistle) may lower blood pressure or blood sugar. Together with your medicine, that could be more than intended. Your doctor or pharmacist can advise you.",
      },
      {
        question: "What about over-the-counter medicines and other supplements?",
        answer:
          "Tell your pharmacist about everything you take, including pain relievers, sleep aids, herbal remedies and multivitamins. Other products may also contain vitamin B6, zinc, magnesium or vitamin C, and doubling up can take you over safe daily amounts.",
      },
    ],
  },
  {
    id: "pregnancy-breastfeeding",
    name: "Pregnancy & Breastfeeding",
    items: [
      {
        question: "Can I take it while pregnant?",
        answer:
          "We don't recommend it unless your doctor or midwife advises otherwise. Ashwagandha in particular is generally advised against during pregnancy, and the blend has not been designed for use in pregnancy.",
      },
      {
        question: "Can I take it while breastfeeding?",
        answer:
          "There isn't enough reliable information about several of the herbal ingredients during breastfeeding, so please speak to your doctor, midwife or pharmacist before using it.",
      },
      {
        question: "What if I'm trying to conceive?",
        answer:
          "Talk to your doctor about which supplements suit you while planning a pregnancy. A supplement designed for pregnancy is usually a better fit than a general wellbeing blend.",
      },
    ],
  },
  {
    id: "existing-conditions",
    name: "Existing Health Conditions",
    items: [
      {
        question: "I have a medical condition. Can I use it?",
        answer:
          "Check with your doctor first if you have any ongoing medical condition. This is especially important for liver or kidney disease, thyroid conditions, diabetes, autoimmune conditions, bleeding disorders, gallbladder problems or a history of kidney stones.",
      },
      {
        question: "I have a liver or kidney condition. Are there specific concerns?",
        answer:
          "Yes. Rare cases of liver problems have been reported with ashwagandha, and milk thistle may affect how the liver processes some medicines. With kidney disease, the body may not clear electrolytes and magnesium normally, and high doses of vitamin C may add to the risk of kidney stones in some people. Please get medical advice before use.",
      },
      {
        question: "I have a thyroid or autoimmune condition. Should I avoid it?",
        answer:
          "Ashwagandha may raise thyroid hormone levels and may stimulate the immune system, so it may not suit people with thyroid or autoimmune conditions. Ask your doctor before using it.",
      },
      {
        question: "I have surgery coming up. Should I stop taking it?",
        answer:
          "Turmeric may increase the risk of bleeding, and ashwagandha may add to the effects of anaesthetic and sedative medicines. Tell your surgeon or anaesthetist about all supplements you take; they may ask you to stop them before surgery, commonly around two weeks beforehand.",
      },
    ],
  },
  {
    id: "ingredient-interactions",
    name: "Ingredient Interactions",
    items: [
      {
        question: "Does ashwagandha interact with any medicines?",
        answer:
          "Ashwagandha may interact with thyroid medicines (such as levothyroxine), sedatives and sleeping tablets (such as benzodiazepines), immunosuppressants, and medicines for diabetes or blood pressure. If you take any of these, talk to your doctor or pharmacist before use.",
      },
      {
        question: "Does turmeric interact with blood thinners?",
        answer:
          "Turmeric may increase the risk of bruising and bleeding when taken with blood thinners and antiplatelet medicines, such as warfarin, clopidogrel or aspirin. Don't use it with these medicines unless your doctor says it's okay.",
      },
      {
        question: "Are there any interactions with N-acetylcysteine (NAC)?",
        answer:
          "NAC may increase the effects of nitrates such as glyceryl trinitrate (used for angina), which can cause headaches or low blood pressure. Activated charcoal can also reduce how much NAC is absorbed. Ask your pharmacist if you take either.",
      },
      {
        question: "What about L-theanine and milk thistle?",
        answer:
          "L-theanine may add to the effects of sedatives and blood pressure medicines. Milk thistle may affect how the liver processes some medicines and may lower blood sugar. Your pharmacist can check these against what you take.",
      },
    ],
  },
  {
    id: "alcohol-safety-advice",
    name: "Alcohol, Safety & Getting Advice",
    items: [
      {
        question: "Does it reduce the effects of alcohol?",
        answer:
          "No. It does not lower your blood alcohol level, reduce the effects of alcohol or make it safe to drink and drive. If you take medicines, check whether you should be drinking alcohol at all. Please drink responsibly.",
      },
      {
        question: "What should I do if I have a reaction?",
        answer:
          "Stop taking it and speak to your doctor or pharmacist. For advice on a possible overdose or poisoning, call the Poisons Information Centre on 13 11 26 (24 hours, Australia-wide). In an emergency, call 000.",
      },
      {
        question: "Can your team advise me about my medicines?",
        answer:
          "Our support team can give you full ingredient and amount details, but we're not health professionals and can't give medical advice. For that, speak to your doctor or pharmacist, or call healthdirect on 1800 022 222 for free health advice 24 hours a day.",
      },
    ],
  },
];
