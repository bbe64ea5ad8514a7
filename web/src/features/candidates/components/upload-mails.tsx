import { useRef } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import CloseButton from 'react-bootstrap/CloseButton';
import ListGroup from 'react-bootstrap/ListGroup';
import type { UploadResult } from '@bunkhouse/contract';
import { IconButton } from '../../../components/icon-button';
import { notify } from '../../../lib/notify';
import { useUploadCandidateMails } from '../api/upload-candidate-mails';
import { candidatesToasts, failureMessage, UPLOAD_KIND_LABELS } from '../candidates-text';

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

/**
 * Each uploaded file: its name, what it became (a badge) and why (for a statement, its lines and
 * credits: new candidates, imported already, the business's own money).
 */
export function UploadResults({ results, onClose }: { results: UploadResult[]; onClose: () => void }) {
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
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
