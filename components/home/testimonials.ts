/** The testimonials shown on the home page; their words live in the `testimonials` messages. */
export const TESTIMONIALS = [
  { id: 't1', rating: 5 },
  { id: 't2', rating: 4.5 },
  { id: 't3', rating: 5 },
  { id: 't4', rating: 4 },
  { id: 't5', rating: 5 },
  { id: 't6', rating: 4.5 },
] as const;
