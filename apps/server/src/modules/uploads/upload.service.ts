import {
  formatByteLimit,
  isPrivateUpload,
  UPLOAD_MAX_BYTES,
  type UploadPurpose,
  type UploadResult,
  uploadUrl,
} from '@ies/contracts';
import { AppError, notFound } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { sanitiseSvg } from './svg-sanitiser';
import { CONTENT_TYPES, kindOfFileName, sniffImage, svgHasActiveContent } from './image-sniffer';
import type { UploadSigner } from './upload-signing';
import type { UploadsRepository } from './uploads.repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface IncomingFile {
  fileName: string;
  bytes: Uint8Array;
}

/** Checks and stores uploaded images; the bytes decide the type, never the name or the client. */
export class UploadService {
  constructor(
    private readonly repository: UploadsRepository,
    private readonly clock: Clock,
    private readonly signer: UploadSigner,
    /** Refuses new files once the tenant's storage is full. */
    private readonly capacity?: { assertRoom(tenantId: string): Promise<void> },
  ) {}

  async store(auth: AuthContext, purpose: UploadPurpose, file: IncomingFile): Promise<UploadResult> {
    if (file.bytes.length > UPLOAD_MAX_BYTES[purpose]) throw tooLarge(purpose);
    const named = kindOfFileName(file.fileName);
    const actual = sniffImage(file.bytes);
    if (!named || !actual || named !== actual) throw new AppError('iot-upload.10001');
    if (actual === 'svg' && svgHasActiveContent(file.bytes)) throw new AppError('iot-upload.10003');
    // What passes the check is still rewritten by a maintained sanitiser before it is stored.
    const content = actual === 'svg' ? sanitiseSvg(file.bytes) : file.bytes;
    if (!content) throw new AppError('iot-upload.10003');
    await this.capacity?.assertRoom(auth.tenantId);
    const { id } = await this.repository.insert({
      tenantId: auth.tenantId,
      userId: auth.userId,
      purpose,
      contentType: CONTENT_TYPES[actual],
      size: content.length,
      content,
      createdAt: this.clock.now(),
    });
    // A private picture is shown in the form that uploaded it through the same signed address.
    const url = isPrivateUpload(purpose) ? (await this.signer.signer())(id) : uploadUrl(id);
    return { id, url };
  }

  /**
   * The image of an id. Logos, icons and avatars are public; a station or order picture only by
   * its signed address, which the pages that show it hand out after checking the caller's
   * authority (`privateForSeconds`: how long the browser may keep it).
   */
  async read(
    id: string,
    query: { expires?: string; signature?: string },
  ): Promise<{ contentType: string; content: Uint8Array; privateForSeconds?: number }> {
    if (!UUID_PATTERN.test(id)) throw notFound();
    const row = await this.repository.findById(id);
    if (!row) throw notFound();
    if (!isPrivateUpload(row.purpose)) return row;
    const remaining = await this.signer.remainingSeconds(id, query.expires, query.signature);
    if (remaining === null) throw new AppError('iot-upload.10005');
    return { ...row, privateForSeconds: remaining };
  }
}

/** Size limit of a purpose, for the multipart parser (one byte over, so the service answers the catalogue error). */
export function parserLimit(purpose: UploadPurpose): number {
  return UPLOAD_MAX_BYTES[purpose] + 1;
}

/** The catalogue refusal of a file over the limit of its purpose. */
export function tooLarge(purpose: UploadPurpose): AppError {
  return new AppError('iot-upload.10002', { params: { limit: formatByteLimit(UPLOAD_MAX_BYTES[purpose]) } });
}
