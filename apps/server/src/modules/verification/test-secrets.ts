/**
 * Keeps the plain text of graphic codes and verification codes in memory, only when TEST_HOOKS
 * is on, so that browser and API tests can read them. The database only ever holds hashes.
 */
export class TestSecrets {
  private readonly captchas = new Map<string, string>();
  private readonly codes = new Map<string, string>();

  recordCaptcha(uuid: string, text: string): void {
    this.captchas.set(uuid, text);
  }

  captcha(uuid: string): string | undefined {
    return this.captchas.get(uuid);
  }

  recordCode(destination: string, code: string): void {
    this.codes.set(destination, code);
  }

  latestCode(destination: string): string | undefined {
    return this.codes.get(destination);
  }
}
