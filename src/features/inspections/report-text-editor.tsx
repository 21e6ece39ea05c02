/**
 * The report's comment or note (spec 02, point 5): shown, then edited with Save and Cancel;
 * trimmed, blank becomes empty, at most 254 characters, with the n/254 counter and "Some text
 * will be lost" past it. Saved through the outbox; its state shows beside it.
 */
import { Button, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { inspectionLimits, normalizeReportText, reportTextWillBeCut, someTextLostMessage } from '../../contract/inspection-rules';
import { ChangeBadge, ChangeProblems } from './change-status';
import type { Mark } from './overlay';

interface ReportTextEditorProps {
  title: 'Comment' | 'Note';
  value: string | null;
  canEdit: boolean;
  describedBy?: string;
  marks: readonly Mark[];
  onSave: (text: string) => Promise<void>;
}

export function ReportTextEditor({ title, value, canEdit, describedBy, marks, onSave }: ReportTextEditorProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const headingId = useId();
  const counterId = useId();
  const length = editing?.trim().length ?? 0;
  const cut = editing !== null && reportTextWillBeCut(editing);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <Flex align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="sm" id={headingId}>
          {title}
        </Heading>
        <ChangeBadge marks={marks} />
      </Flex>
      {editing === null ? (
        <>
          <Text whiteSpace="pre-wrap" color={value ? undefined : 'fg.muted'}>
            {value || `No ${title.toLowerCase()}`}
          </Text>
          <Button
            alignSelf="start"
            minH="44px"
            variant="outline"
            disabled={!canEdit}
            aria-describedby={canEdit ? undefined : describedBy}
            onClick={() => setEditing(value ?? '')}
          >
            {value ? `Edit ${title.toLowerCase()}` : `Add ${title.toLowerCase()}`}
          </Button>
        </>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void onSave(normalizeReportText(editing)).then(() => setEditing(null));
          }}
        >
          <Stack gap="2">
            <Field.Root invalid={cut}>
              <Field.Label>{title}</Field.Label>
              <Textarea value={editing} onChange={(event) => setEditing(event.target.value)} rows={3} bg="bg" autoFocus aria-describedby={counterId} />
              <Flex justify="space-between" w="full" gap="2">
                <Text id={counterId} fontSize="sm" color={cut ? 'fg.error' : 'fg.muted'} aria-live="polite">
                  {length}/{inspectionLimits.textMax}
                  {cut ? ` · ${someTextLostMessage}` : ''}
                </Text>
              </Flex>
            </Field.Root>
            <Flex gap="2">
              <Button type="submit" minH="44px" colorPalette="brand">
                Save
              </Button>
              <Button minH="44px" variant="outline" onClick={() => setEditing(null)}>
                Cancel
              </Button>
            </Flex>
          </Stack>
        </form>
      )}
      <ChangeProblems marks={marks} fieldLabel={() => title} />
    </Stack>
  );
}
