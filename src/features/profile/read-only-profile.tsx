/**
 * My Profile for auction staff and plain cloud users (their update is disabled):
 * the same form, every field read-only and Save disabled.
 */
import { Flex, Stack, Text } from '@chakra-ui/react';
import { TextField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import type { InstallInfo, StoredUser } from '@/contract/auth';

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return <TextField label={label} value={value} readOnly />;
}

function siteOf(user: StoredUser, installInfo: InstallInfo | null): string {
  const site = user.site_current[0];
  if (site) return `${site.name} (${site.code})`;
  if (installInfo) return `${installInfo.site_name} (${installInfo.site_code})`;
  return '';
}

export function ReadOnlyProfile({ user, installInfo, auction }: { user: StoredUser; installInfo: InstallInfo | null; auction: boolean }) {
  return (
    <Stack as="form" gap="5" aria-label="My Profile" onSubmit={(event) => event.preventDefault()}>
      <Text color="fg.muted">This profile cannot be changed from the console.</Text>
      <ReadOnlyField label="Name" value={user.name} />
      {auction ? (
        <>
          <ReadOnlyField label="Username" value={user.on_prem_user?.username ?? user.username ?? ''} />
          <ReadOnlyField label="Site" value={siteOf(user, installInfo)} />
        </>
      ) : (
        <ReadOnlyField label="Email Address" value={user.email ?? ''} />
      )}
      <Flex>
        <Button type="submit" colorPalette="brand" disabled>
          Save
        </Button>
      </Flex>
    </Stack>
  );
}
