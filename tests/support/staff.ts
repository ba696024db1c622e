// The staff member a test's direct service calls act as (the audit log records them).
export const STAFF = { userId: "adm_test_staff", email: "staff@example.com" };
