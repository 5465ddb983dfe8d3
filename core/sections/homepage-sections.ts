/** The sections staff can put on the home page (by their fixed ids), in the order the page shows them. */
export const SECTION_IDS = [
  'revenue-streams',
  'earnings-banner',
  'program-highlights',
  'minimal-cta',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface HomepageSection {
  id: SectionId;
  title: string;
  /** What staff read before deploying it: what the section shows and for whom. */
  description: string;
}

export const HOMEPAGE_SECTIONS: readonly HomepageSection[] = [
  {
    id: 'revenue-streams',
    title: 'Ways to earn with us',
    description:
      'Three cards: referral credit for customers, affiliate programs for site owners, and the embeddable calculator for bloggers.',
  },
  {
    id: 'earnings-banner',
    title: 'Referral banner',
    description:
      'A full-width banner with the referral reward and the friend’s welcome bonus, linking to Refer Friends.',
  },
  {
    id: 'program-highlights',
    title: 'Affiliate program highlights',
    description:
      'The affiliate programs that suit shoppers in Kenya best, with their commission, linking to the full list.',
  },
  {
    id: 'minimal-cta',
    title: 'Sign-up strip',
    description: 'One line and one button: the free US address, for visitors who have scrolled to the end.',
  },
];

/** A section on the home page now: who put it there, and when. */
export interface LiveSection {
  sectionId: SectionId;
  deployedAt: Date;
  deployedBy: string;
}

/** The live sections in the page's order, whatever order they were deployed in. */
export const inPageOrder = (live: readonly LiveSection[]): LiveSection[] =>
  [...live].sort((a, b) => SECTION_IDS.indexOf(a.sectionId) - SECTION_IDS.indexOf(b.sectionId));
