// Editable content (migration 0025-content).
export interface ContentRevisionsTable {
  content_key: string;
  number: number;
  fields: string; // JSON ContentFields (core/content.ts), body sanitised
  created_at: string;
  created_by: string;
  note: string;
}

export interface ContentEntriesTable {
  content_key: string;
  published_number: number;
  draft_number: number | null;
  updated_at: string;
}
