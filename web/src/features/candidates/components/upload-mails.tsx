import { useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import CloseButton from 'react-bootstrap/CloseButton';
import ListGroup from 'react-bootstrap/ListGroup';
import type { UploadResult } from '@bunkhouse/contract';
import { IconButton } from '../../../components/icon-button';
import { notify } from '../../../lib/notify';
import { useModalState } from '../../../lib/use-modal-state';
import { useUploadCandidateMails } from '../api/upload-candidate-mails';
import { candidatesToasts, failureMessage, UPLOAD_KIND_LABELS } from '../candidates-text';
import { MAPPING_TITLE, StatementMappingDialog } from './statement-mapping-dialog';

export const UPLOAD_LABEL = 'Upload mails or bank statements';
export const UPLOAD_FILES_LABEL = 'Mails or bank statements (.eml, .ofx, .qfx, .csv)';
/** Payment mails, and bank statements (issue 31): OFX, Quicken's QFX, CSV exports. */
export const UPLOAD_ACCEPT = '.eml,message/rfc822,.ofx,.qfx,.csv,text/csv';

export interface UploadMailsButtonProps {
  /** What became of each file, once the server answered. */
  onUploaded: (results: UploadResult[]) => void;
}

/**
 * Upload mails or bank statements: opens the file chooser (one or many .eml mails, .ofx, .qfx or .csv
 * statements) and sends them at once; the button waits while they are read. A refusal of the whole
 * upload is a toast; each file's fate is the result list's.
 */
export function UploadMailsButton({ onUploaded }: UploadMailsButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCandidateMails();

  const send = (files: FileList | null) => {
    const chosen = files ? Array.from(files) : [];
    if (input.current) input.current.value = ''; // the same file may be chosen again
    if (chosen.length === 0) return;
    upload.mutate(chosen, {
      onSuccess: ({ results }) => onUploaded(results),
      onError: (error) => notify.error(failureMessage(candidatesToasts.uploadFailed, error)),
    });
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple
        hidden
        aria-label={UPLOAD_FILES_LABEL}
        disabled={upload.isPending}
        onChange={(event) => send(event.target.files)}
      />
      <IconButton
        icon="bi-upload"
        variant="outline-primary"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? 'Uploading...' : UPLOAD_LABEL}
      </IconButton>
    </>
  );
}

const KIND_VARIANTS: Record<UploadResult['kind'], string> = {
  candidate: 'success',
  unverified: 'warning',
  none: 'secondary',
  duplicate: 'info',
  error: 'danger',
};

/** A CSV statement whose columns no name says, with columns enough to map: the server answered them. */
const canMap = (result: UploadResult) => (result.columns?.length ?? 0) >= 2;

/**
 * Each uploaded file: its name, what it became (a badge) and why (for a statement, its lines and
 * credits: new candidates, imported already, the business's own money). A CSV statement whose columns
 * no name says offers Choose columns; once they are saved, the line says to upload the file again (the
 * file chooser keeps no file: it is emptied after each upload, so that the same file may be chosen
 * again).
 */
export function UploadResults({ results, onClose }: { results: UploadResult[]; onClose: () => void }) {
  const dialog = useModalState<UploadResult>();
  // The results whose columns were saved (these objects: a new upload's results are new ones).
  const [mapped, setMapped] = useState<ReadonlySet<UploadResult>>(new Set());
  const markMapped = (result: UploadResult) => setMapped((current) => new Set(current).add(result));

  return (
    <Card className="mb-3" as="section" aria-labelledby="upload-results-title">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <span id="upload-results-title">Upload results</span>
        <CloseButton aria-label="Close the upload results" onClick={onClose} />
      </Card.Header>
      <ListGroup variant="flush" as="ul">
        {results.map((result, index) => (
          <ListGroup.Item
            as="li"
            key={`${result.file}-${index}`}
            className="d-flex flex-wrap align-items-center gap-2"
          >
            <strong className="text-break">{result.file}</strong>
            <Badge
              pill
              bg={KIND_VARIANTS[result.kind]}
              text={result.kind === 'unverified' ? 'dark' : undefined}
            >
              {UPLOAD_KIND_LABELS[result.kind]}
            </Badge>
            <span className="text-body-secondary">{result.why}</span>
            {canMap(result) && (
              <Button
                size="sm"
                variant="outline-primary"
                aria-label={`${MAPPING_TITLE} of ${result.file}`}
                onClick={() => dialog.open(result)}
              >
                {MAPPING_TITLE}
              </Button>
            )}
            {mapped.has(result) && (
              <span className="text-success" role="status">
                <i className="bi bi-check-circle me-1" aria-hidden="true" />
                Columns saved: upload {result.file} again to read it.
              </span>
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
      <StatementMappingDialog
        show={dialog.isOpen}
        result={dialog.subject}
        onSaved={markMapped}
        onHide={dialog.close}
        onExited={dialog.onExited}
      />
    </Card>
  );
}
