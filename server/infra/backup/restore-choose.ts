// Which backup a restore means: 'latest', a backup's id, or a time (the newest taken at or before
// it). A backup whose manifest cannot be read is never chosen: asked for by id it is refused as
// damaged; passed over for an older one, it is named so the operator knows.
import type { BackupManifest, DamagedBackup } from "./backup";

/** A refusal with a message for the person at the terminal; nothing was changed. */
export class RestoreError extends Error {
  constructor(reason: string) {
    super(`${reason} (nothing was changed)`);
  }
}

/** '20261125T140650123Z' → its time in ms (ids are backupId() of when the backup was taken). */
function idTime(id: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/.exec(id);
  return m ? Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`) : NaN;
}

const damage = (d: DamagedBackup) => `its manifest ${d.key} cannot be read`;

/** Why a passed-over backup was not used, for the operator. */
export function whySkipped(d: DamagedBackup): string {
  return `it is damaged (${damage(d)})`;
}

export function chooseBackup(
  all: BackupManifest[],
  damaged: DamagedBackup[],
  which: string,
  where: string,
): { backup: BackupManifest; skipped: DamagedBackup[] } {
  const newerThan = (b: BackupManifest, upTo = Infinity) =>
    damaged.filter((d) => d.id > b.id && !(idTime(d.id) > upTo));
  const named = damaged.find((d) => d.id === which);
  if (named) throw new RestoreError(`backup ${named.id} is damaged: ${damage(named)}`);
  if (all.length === 0) {
    if (damaged.length === 0) throw new RestoreError(`no backups in ${where}`);
    throw new RestoreError(
      `no backup in ${where} can be read: ${damaged.map((d) => `${d.id} (${damage(d)})`).join(", ")}`,
    );
  }
  if (which === "latest") return { backup: all[0]!, skipped: newerThan(all[0]!) };
  const byId = all.find((b) => b.id === which);
  if (byId) return { backup: byId, skipped: [] };
  const at = /^\d{4}-\d{2}-\d{2}/.test(which) ? Date.parse(which) : NaN;
  if (!Number.isNaN(at)) {
    const before = all.find((b) => Date.parse(b.createdAt) <= at);
    if (before) return { backup: before, skipped: newerThan(before, at) };
    throw new RestoreError(`no backup taken at or before ${which}; the oldest is ${all.at(-1)!.createdAt}`);
  }
  const some = all
    .slice(0, 5)
    .map((b) => b.id)
    .join(", ");
  throw new RestoreError(`no backup '${which}' in ${where}: give 'latest', a time, or an id such as ${some}`);
}
