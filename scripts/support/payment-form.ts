// The test payment page's form, filled as it accepts it: the good test card and an Australian
// address. Free of any test runner, so Vitest tests, Playwright specs and the scripts share it.
export const GOOD_PAYMENT_FORM = {
  email: "sam@example.com",
  name: "Sam Citizen",
  line1: "1 George Street",
  line2: "",
  suburb: "Sydney",
  state: "NSW",
  postcode: "2000",
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "12 / 30",
  cardCvc: "123",
  cardName: "Sam Citizen",
};
