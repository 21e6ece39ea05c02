/**
 * The grade (spec 02, points 5 and 8): 0 to 5 with one decimal (whole numbers where the site
 * says), --- when empty. Typed where the site grades by hand; at an autograde site computed,
 * with what took the points off ("why 3.4?") and the warnings that keep it from being
 * computed, each naming the damage or tyre it means; marked provisional while this device's
 * changes are on their way.
 */
import { Badge, Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatGrade, gradeIssue } from '../../contract/inspection-rules';
import type { GradeView } from './use-inspection';
import type { Mark } from './overlay';
import { ChangeBadge, ChangeProblems } from './change-status';

interface GradePanelProps {
  grade: GradeView;
  autograde: boolean;
  wholeNumbers: boolean;
  canEdit: boolean;
  describedBy?: string;
  marks: readonly Mark[];
  onSave: (grade: number | null) => Promise<void>;
}

export function GradePanel({ grade, autograde, wholeNumbers, canEdit, describedBy, marks, onSave }: GradePanelProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const typed = editing?.trim() ?? '';
  const value = typed === '' ? null : Number(typed);
  const problem =
    editing === null ? null : typed !== '' && !/^\d+(\.\d+)?$/.test(typed) ? 'Grade must be a number from 0 to 5' : gradeIssue(value, wholeNumbers);
  const gradeMarks = marks.filter(
    (mark) =>
      mark.record.body?.kind === 'json' && typeof mark.record.body.value === 'object' && mark.record.body.value !== null && 'grade' in mark.record.body.value,
  );
  return (
    <Stack as="section" aria-labelledby="grade-heading" gap="2" p="4" borderWidth="1px" borderRadius="lg" bg="bg">
      <Flex align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="grade-heading">
          Grade
        </Heading>
        <Text as="output" fontSize="3xl" fontWeight="bold" aria-label={`Grade ${formatGrade(grade.grade, wholeNumbers)}`}>
          {formatGrade(grade.grade, wholeNumbers)}
        </Text>
        {grade.provisional ? (
          <Badge colorPalette="yellow" size="md" title="Computed on this device; the server's grade replaces it once your changes are through">
            Provisional
          </Badge>
        ) : null}
        <ChangeBadge marks={gradeMarks} />
      </Flex>
      {autograde ? (
        <>
          {grade.warnings.length > 0 ? (
            <Box role="status">
              <Text fontWeight="medium">Autograde needs:</Text>
              <Box as="ul" ps="5" m="0">
                {grade.warnings.map((warning) => (
                  <Box as="li" key={`${warning.source}:${warning.ref}`}>
                    {warning.text}
                  </Box>
                ))}
              </Box>
            </Box>
          ) : null}
          {grade.breakdown.length > 0 && grade.grade !== null ? (
            <details>
              <Box as="summary" cursor="pointer" minH="44px" display="flex" alignItems="center" color="brand.fg" fontWeight="medium">
                Why {formatGrade(grade.grade, wholeNumbers)}?
              </Box>
              <Text fontSize="sm" color="fg.muted">
                5.0, less:
              </Text>
              <Box as="ul" ps="5" m="0" fontSize="sm">
                {grade.breakdown.map((entry) => (
                  <Box as="li" key={`${entry.source}:${entry.ref}`}>
                    {entry.label}: −{entry.points.toFixed(1)}
                  </Box>
                ))}
              </Box>
            </details>
          ) : null}
        </>
      ) : editing === null ? (
        <Button
          alignSelf="start"
          minH="44px"
          variant="outline"
          disabled={!canEdit}
          aria-describedby={canEdit ? undefined : describedBy}
          onClick={() => setEditing(grade.grade === null ? '' : String(grade.grade))}
        >
          Edit grade
        </Button>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (problem) return;
            void onSave(value).then(() => setEditing(null));
          }}
        >
          <Flex gap="2" align="flex-end" wrap="wrap">
            <Field.Root invalid={problem !== null} maxW="12rem">
              <Field.Label>Grade (0 to 5{wholeNumbers ? ', whole numbers' : ', one decimal'})</Field.Label>
              <Input inputMode="decimal" value={editing} onChange={(event) => setEditing(event.target.value)} minH="44px" bg="bg" autoFocus />
              {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
            </Field.Root>
            <Button type="submit" minH="44px" colorPalette="brand" disabled={problem !== null}>
              Save
            </Button>
            <Button minH="44px" variant="outline" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </Flex>
        </form>
      )}
      <ChangeProblems marks={gradeMarks} fieldLabel={() => 'Grade'} />
    </Stack>
  );
}
