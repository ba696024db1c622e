// Staff invitations (0012-staff-roles); the Database type in schema.ts lists the table with the rest.
export interface StaffInvitesTable {
  id: string;
  email: string; // lower-case; one open invitation per address
  role: string; // a StaffRole (core/staff-roles.ts)
  token_hash: string; // SHA-256 (hex) of the link's token; the token itself is never stored
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}
