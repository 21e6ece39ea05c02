/**
 * The environment on the sign-in page (spec 01, point 2). Where the host is a Development
 * host, a selector labelled "Environment" shows and changes it (the choice persists, see
 * lib/environments, and applies to the next call); elsewhere its name is shown, so nobody
 * signs in to Production by mistake.
 */
import { Badge, Field, NativeSelect, Text } from '@chakra-ui/react';
import type { EnvironmentName } from '../../contract/auth';
import { availableEnvironments, canChooseEnvironment, isEnvironmentName, selectEnvironment } from '../../lib/environments';
import { useEnvironment } from './use-environment';

// The spec's order: the one that matters most first.
const order: readonly EnvironmentName[] = ['production', 'qa', 'test', 'development'];

export function EnvironmentPicker() {
  const environment = useEnvironment();
  if (!canChooseEnvironment()) {
    return (
      <Text textStyle="sm" color="fg.muted">
        Environment:{' '}
        <Badge size="md" colorPalette={environment.env === 'production' ? 'red' : 'gray'}>
          {environment.name}
        </Badge>
      </Text>
    );
  }
  const options = [...availableEnvironments()].sort((a, b) => order.indexOf(a.env) - order.indexOf(b.env));
  return (
    <Field.Root orientation="horizontal" w="auto" gap="3">
      <Field.Label textStyle="sm" color="fg.muted" flex="none">
        Environment
      </Field.Label>
      <NativeSelect.Root size="lg" w="48">
        <NativeSelect.Field
          name="environment"
          bg="bg"
          value={environment.env}
          onChange={(event) => {
            if (isEnvironmentName(event.target.value)) selectEnvironment(event.target.value);
          }}
        >
          {options.map((option) => (
            <option key={option.env} value={option.env}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
