/** Types of hostile-content.mjs (plain ESM shared by the fake Strapi and the tests). */
type Entry = Record<string, unknown> & { id: number; documentId: string; slug?: string };

export declare const treatmentSlug: string;
export declare const articleSlugs: { tr: string; en: string };
export declare const categorySlug: string;
export declare const markers: Record<'tr' | 'en', Record<string, string>>;
export declare function hostileMarkdown(marker: string): string;
export declare function hostileNodes(marker: string): unknown[];
export declare const hostileTreatmentCategories: Entry[];
export declare const hostileTreatments: Entry[];
export declare const hostileArticleCategories: Entry[];
export declare const hostileArticles: Entry[];
