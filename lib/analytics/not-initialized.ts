/**
 * The warning for a call made before consent allowed analytics. On its own
 * because the first-load entry (./index) needs only this one of the
 * manager's messages (./messages).
 */
export const notInitializedMessage = (method: string) => `[Analytics] Analitik henüz başlatılmadı; "${method}" çağrısı yok sayıldı.`;
