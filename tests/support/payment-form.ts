// The test payment page's form, filled as it accepts it: kept in scripts/support/ so the privacy
// probe (a script, which may not import tests/) shares it.
export { GOOD_PAYMENT_FORM } from "../../scripts/support/payment-form";
