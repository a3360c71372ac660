'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';

/**
 * Most pages map to their counterpart by path alone (the language menu derives
 * it). An article's counterpart has another slug, known only to the article
 * page: it registers the other language's URL here, and the menu links to it.
 */
type Alternates = Partial<Record<Locale, string>>;

const AlternatesContext = createContext<{
  alternates: Alternates | null;
  setAlternates: (alternates: Alternates | null) => void;
}>({ alternates: null, setAlternates: () => {} });

export function LanguageAlternatesProvider({ children }: { children: ReactNode }) {
  const [alternates, setAlternates] = useState<Alternates | null>(null);
  return <AlternatesContext.Provider value={{ alternates, setAlternates }}>{children}</AlternatesContext.Provider>;
}

export function useLanguageAlternates(): Alternates | null {
  return useContext(AlternatesContext).alternates;
}

/** Rendered by a page whose counterpart cannot be derived from its path. */
export function RegisterLanguageAlternates({ alternates }: { alternates: Alternates }) {
  const { setAlternates } = useContext(AlternatesContext);
  const key = JSON.stringify(alternates);
  useEffect(() => {
    setAlternates(JSON.parse(key) as Alternates);
    return () => setAlternates(null);
  }, [key, setAlternates]);
  return null;
}
