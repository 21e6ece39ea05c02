/**
 * What a damage, photo or field's changes still on their way are doing, on the thing itself:
 * waiting, sending, refused by the server (its reason, Retry and Discard), or in conflict with
 * a change made on the server meanwhile (both values, and the choice), or aimed at a report
 * that was approved meanwhile (apply it there, or discard it). Nothing is silently lost.
 */
import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DiscardChangeDialog } from '../../components/discard-change-dialog';
import { applyToApproved, resolveConflict, retryNow } from '../../offline/outbox';
import type { Mark } from './overlay';

const badges = {
  waiting: { text: 'Waiting to send', palette: 'gray' },
  sending: { text: 'Sending', palette: 'blue' },
  refused: { text: 'Not saved', palette: 'red' },
  conflict: { text: 'Conflict', palette: 'orange' },
} as const;

/** The state of the oldest change still on its way ("Saved" when none is). */
export function ChangeBadge({ marks }: { marks: readonly Mark[] }) {
  const first = marks.find((mark) => mark.state === 'conflict' || mark.state === 'refused') ?? marks[0];
  if (!first) return null;
  const badge = badges[first.state];
  return (
    <Badge colorPalette={badge.palette} size="md">
      {badge.text}
    </Badge>
  );
}

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '(empty)' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The refusals and conflicts among `marks`, each with what can be done. */
export function ChangeProblems({ marks, fieldLabel = (field) => field }: { marks: readonly Mark[]; fieldLabel?: (field: string) => string }) {
  const [toDiscard, setToDiscard] = useState<Mark | null>(null);
  const problems = marks.filter((mark) => mark.state === 'refused' || mark.state === 'conflict');
  if (problems.length === 0) return null;
  return (
    <Stack gap="2">
      {problems.map(({ record }) => (
        <Stack
          key={record.id}
          gap="2"
          p="3"
          borderWidth="1px"
          borderColor="border.error"
          borderRadius="md"
          bg="bg.error"
          role="group"
          aria-label={`Problem: ${record.label}`}
        >
          {record.state === 'conflict' && record.conflict?.kind === 'fields' ? (
            <>
              <Text fontWeight="medium">Changed on the server too since you edited it. Choose which to keep:</Text>
              {record.conflict.fields.map((field) => (
                <Text key={field.field} fontSize="sm">
                  {fieldLabel(field.field)}: yours “{show(field.mine)}”, on the server “{show(field.theirs)}”
                </Text>
              ))}
              <Flex gap="2" wrap="wrap">
                <Button
                  minH="44px"
                  colorPalette="brand"
                  onClick={() =>
                    record.conflict?.kind === 'fields' &&
                    void resolveConflict(record.id, Object.fromEntries(record.conflict.fields.map((f) => [f.field, 'mine'])))
                  }
                >
                  Keep mine
                </Button>
                <Button
                  minH="44px"
                  variant="outline"
                  onClick={() =>
                    record.conflict?.kind === 'fields' &&
                    void resolveConflict(record.id, Object.fromEntries(record.conflict.fields.map((f) => [f.field, 'theirs'])))
                  }
                >
                  Keep the server’s
                </Button>
              </Flex>
            </>
          ) : record.state === 'conflict' && record.conflict?.kind === 'approved' ? (
            <>
              <Text fontWeight="medium">{record.conflict.message}</Text>
              <Text fontSize="sm">“{record.label}” was not saved. It can be made on the approved inspection instead.</Text>
              <Flex gap="2" wrap="wrap">
                <Button minH="44px" colorPalette="brand" onClick={() => void applyToApproved(record.id)}>
                  Apply to the approved inspection
                </Button>
                <Button minH="44px" variant="outline" colorPalette="red" onClick={() => setToDiscard({ state: 'conflict', record })}>
                  Discard
                </Button>
              </Flex>
            </>
          ) : (
            <>
              <Text fontWeight="medium">Not saved: {record.lastError ?? 'the server refused this change.'}</Text>
              <Flex gap="2" wrap="wrap">
                <Button minH="44px" variant="outline" onClick={() => void retryNow(record.id)} aria-label={`Retry ${record.label}`}>
                  Retry
                </Button>
                <Button
                  minH="44px"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setToDiscard({ state: 'refused', record })}
                  aria-label={`Discard ${record.label}`}
                >
                  Discard
                </Button>
              </Flex>
            </>
          )}
        </Stack>
      ))}
      <DiscardChangeDialog record={toDiscard?.record ?? null} onClose={() => setToDiscard(null)} />
    </Stack>
  );
}
