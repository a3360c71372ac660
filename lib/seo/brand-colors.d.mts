export declare const BRAND_COLORS: Readonly<{
  deep: string;
  accent: string;
  soft: string;
  inverseMuted: string;
  warm: string;
  white: string;
}>;
