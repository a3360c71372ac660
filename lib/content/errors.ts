/** A content request failed and no earlier good answer could stand in for it. */
export class ContentUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentUnavailableError';
  }
}
