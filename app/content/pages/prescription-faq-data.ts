// Questions and answers for the Prescription FAQ page (/fap). Plain strings only, like
// faq-data.ts; facts here must match the policies in SPEC §9.
import type { FaqCategory } from "./faq-data";

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
