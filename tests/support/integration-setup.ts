// The integration projects' own set-up (vitest.config.ts), after vitest-setup.ts.
import { lowerPasswordHashCostForTests } from "../../server/modules/auth/password";

lowerPasswordHashCostForTests();
