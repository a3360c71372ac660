import { notInitializedMessage } from './not-initialized';

/** The manager's console messages, in Turkish, as the clinic's developers read them. */
export const analyticsMessages = {
  invalidProvider: '[Analytics] Geçersiz ya da eksik analitik sağlayıcısı kaydedilmedi.',
  alreadyInitialized: '[Analytics] Analitik zaten başlatıldı; ikinci başlatma isteği yok sayıldı.',
  notInitialized: notInitializedMessage,
  providerStartFailed: (provider: string) => `[Analytics] "${provider}" sağlayıcısı başlatılamadı:`,
  providerSendFailed: (provider: string, method: string) => `[Analytics] "${provider}" sağlayıcısı "${method}" verisini gönderemedi:`,
  duplicateEvent: (name: string) => `[Analytics] "${name}" olayı bu oturumda aynı özelliklerle zaten gönderildi; tekrar gönderilmedi.`,
  sent: (method: string, name: string) => `[Analytics] ${method}: ${name}`,
  started: (providers: string[]) => `[Analytics] Başlatıldı: ${providers.join(', ') || 'sağlayıcı yok'}`,
  stopped: '[Analytics] Durduruldu: izin geri çekildi.',
  newSession: (sessionId: string) => `[Analytics] Yeni oturum: ${sessionId}`,
} as const;
