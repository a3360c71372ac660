/** A symbol of the icon sprite drawn in its own colours (scripts/brand-icons.mjs). */
export interface BrandSymbol {
  id: string;
  viewBox: string;
  body: string;
}

export declare const brandSymbols: readonly BrandSymbol[];
