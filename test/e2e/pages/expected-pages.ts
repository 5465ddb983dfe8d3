/** What each public page is, as a visitor without JavaScript (or a crawler) must read it: title and heading. */
export type ExpectedPages = Readonly<Record<string, { title: string; h1: string }>>;
