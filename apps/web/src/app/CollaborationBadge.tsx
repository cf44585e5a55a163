/** Pending received collaboration requests; filled in by the Problem Wall work. */
export function CollaborationBadge() {
  return null;
}
