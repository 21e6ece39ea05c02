/**
 * One damage as a card (spec 02): item and damage, severity, action, costs with their total,
 * description, photo and repair flags; its changes' state on it (waiting, sending, refused with
 * the reason, conflict with the choice); Edit and Delete. A photo the device still holds shows
 * from its bytes, and a photo the server refused says so ("Error uploading photo"): an
 * inspector never believes a photo is saved when it is not.
 */
import { Badge, Box, Button, Flex, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { apiUrl } from '../../api/http';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLocalPhotoUrl } from '../../offline/use-local-photo';
import { formatHours, formatMoney } from './amounts';
import { amountLabels } from './damage-draft';
import { ChangeBadge, ChangeProblems } from './change-status';
import { damageTotal, type ShownDamage } from './overlay';

export const damageTitle = (damage: ShownDamage) => [damage.names.item, damage.names.damage].filter(Boolean).join(' – ') || 'Damage';

/** The dialog's words for a damage's fields (a conflict names them). */
const damageFieldLabels: Readonly<Record<string, string>> = {
  item_code: 'Item',
  damage_code: 'Damage',
  severity_code: 'Severity',
  action_code: 'Action',
  description: 'Description',
  repair_suggested: 'Suggest repair',
  repair_approved: 'Approve repair',
  damage_repaired: 'Complete',
  ...amountLabels,
};

const money = (value: number | null) => (value ? `$${formatMoney(value)}` : '---');

function PhotoOfDamage({ damage }: { damage: ShownDamage }) {
  const photo = damage.photo;
  const localUrl = useLocalPhotoUrl(photo?.localRecordId ?? null);
  if (!photo) return null;
  const src = photo.small ? apiUrl(photo.small) : localUrl;
  const upload = photo.upload;
  return (
    <Stack gap="1" flexShrink={0}>
      {src ? (
        <Image src={src} alt={`Photo of ${damageTitle(damage)}`} w="160px" h="120px" objectFit="cover" borderRadius="md" />
      ) : (
        <Box w="160px" h="120px" bg="bg.muted" borderRadius="md" />
      )}
      {upload?.state === 'needs-attention' ? (
        <Text fontSize="sm" color="fg.error">
          Error uploading photo: {upload.lastError ?? 'the server refused it'}
        </Text>
      ) : upload ? (
        <Text fontSize="sm" color="fg.muted">
          {upload.state === 'sending' ? 'Photo uploading' : 'Photo saved on this device, waiting to upload'}
        </Text>
      ) : photo.capturedAt ? (
        <Text fontSize="xs" color="fg.muted">
          {new Date(photo.capturedAt).toLocaleString()} · {photo.sha256?.slice(0, 12)}
        </Text>
      ) : null}
    </Stack>
  );
}

interface DamageCardProps {
  damage: ShownDamage;
  canEdit: boolean;
  describedBy?: string;
  onEdit: (damage: ShownDamage) => void;
  onDelete: (damage: ShownDamage) => void;
}

export const DamageCard = memo(function DamageCard({ damage, canEdit, describedBy, onEdit, onDelete }: DamageCardProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const title = damageTitle(damage);
  const f = damage.fields;
  const photoDeleteRefused = damage.marks.find((mark) => mark.state === 'refused' && mark.record.method === 'DELETE' && /\/images\//.test(mark.record.path));
  const marks = damage.create ? damage.marks.filter((mark) => mark.record !== damage.create) : damage.marks;
  const createMark = damage.create ? damage.marks.find((mark) => mark.record === damage.create) : undefined;
  return (
    <Stack as="li" aria-label={`Damage: ${title}`} gap="3" p="4" borderWidth="1px" borderRadius="lg" bg="bg">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h3" size="sm">
              {title}
            </Heading>
            <ChangeBadge marks={damage.marks} />
            {f.repair_suggested ? <Badge colorPalette="purple">Repair suggested</Badge> : null}
            {f.repair_approved ? <Badge colorPalette="green">Repair approved</Badge> : null}
            {f.damage_repaired ? <Badge colorPalette="teal">Repaired</Badge> : null}
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            Severity: {damage.names.severity ?? '---'} · Action: {damage.names.action ?? '---'}
          </Text>
        </Stack>
        <Flex gap="2">
          <Button
            minH="44px"
            variant="outline"
            onClick={() => onEdit(damage)}
            disabled={!canEdit}
            aria-describedby={canEdit ? undefined : describedBy}
            aria-label={`Edit ${title}`}
          >
            Edit
          </Button>
          <Button
            minH="44px"
            variant="ghost"
            colorPalette="red"
            onClick={() => setConfirmDelete(true)}
            disabled={!canEdit}
            aria-describedby={canEdit ? undefined : describedBy}
            aria-label={`Delete ${title}`}
          >
            Delete
          </Button>
        </Flex>
      </Flex>
      <Flex gap="4" wrap="wrap" align="flex-start">
        <PhotoOfDamage damage={damage} />
        <Stack gap="2" flex="1" minW="12rem">
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="2" m="0" fontSize="sm">
            <Box>
              <Text as="dt" color="fg.muted">
                Labor
              </Text>
              <Text as="dd" m="0">
                {money(f.labor_cost)}
                {f.labor_hours ? ` · ${formatHours(f.labor_hours)} Hrs` : ''}
              </Text>
            </Box>
            <Box>
              <Text as="dt" color="fg.muted">
                Paint
              </Text>
              <Text as="dd" m="0">
                {money(f.paint_cost)}
                {f.paint_hours ? ` · ${formatHours(f.paint_hours)} Hrs` : ''}
              </Text>
            </Box>
            <Box>
              <Text as="dt" color="fg.muted">
                Part
              </Text>
              <Text as="dd" m="0">
                {money(f.part_cost)}
                {f.part_hours ? ` · ${formatHours(f.part_hours)} Hrs` : ''}
              </Text>
            </Box>
            <Box>
              <Text as="dt" color="fg.muted">
                Total
              </Text>
              <Text as="dd" m="0" fontWeight="semibold">
                ${formatMoney(damageTotal(damage)) || '0.00'}
              </Text>
            </Box>
          </SimpleGrid>
          {f.description ? <Text whiteSpace="pre-wrap">{f.description}</Text> : null}
        </Stack>
      </Flex>
      {photoDeleteRefused ? (
        <Text fontSize="sm" color="fg.error">
          Error deleting photo: {photoDeleteRefused.record.lastError ?? 'the server refused it'}
        </Text>
      ) : null}
      <ChangeProblems marks={createMark ? [createMark, ...marks] : marks} fieldLabel={(field) => damageFieldLabels[field] ?? field} />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this damage?"
        confirmLabel="Delete"
        danger
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          onDelete(damage);
        }}
      >
        “{title}” and its photo will be removed from the inspection.
      </ConfirmDialog>
    </Stack>
  );
});
