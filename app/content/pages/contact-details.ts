// How to reach the shop, written once for the footer and the pages around the editable text.
export const SUPPORT_EMAIL = "support@reboundrecovery.com.au";
export const SUPPORT_PHONE_DISPLAY = "1300 732 668";
export const SUPPORT_PHONE_HREF = "tel:1300732668";
export const SUPPORT_LOCATION = "Sydney, Australia";
export const SUPPORT_HOURS = "Monday to Friday, 9 AM – 5 PM (Sydney time), excluding public holidays";
