// The integration projects' own set-up (vitest.config.ts), after vitest-setup.ts.
import { passwordHashCostForTests } from "../../server/modules/auth/password";

passwordHashCostForTests("test");
