/** Sections of keepachangelog.com a change can go to, in the order printed; Breaking holds every breaking change, whatever its rule (./rules.ts names each rule's other section). */
export const CHANGELOG_SECTIONS = ['Breaking', 'Added', 'Changed', 'Deprecated', 'Removed'] as const;
export type ChangelogSection = Exclude<(typeof CHANGELOG_SECTIONS)[number], 'Breaking'>;
