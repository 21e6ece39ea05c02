/**
 * The environment on the sign-in page. Where the host is a Development
 * host, a selector labelled "Environment" shows and changes it (the choice persists, see
 * lib/environments, and applies to the next call); elsewhere its name is shown, so nobody
 * signs in to Production by mistake.
 */
import { useId } from 'react';
import { Select } from '@/components/ui/select';
import type { EnvironmentName } from '@/contract/auth';
import { availableEnvironments, canChooseEnvironment, isEnvironmentName, selectEnvironment } from '@/lib/environments';
import { useEnvironment } from '@/lib/use-environment';
import { Badge } from '@/components/ui/badge';

// The one that matters most first.
const order: readonly EnvironmentName[] = ['production', 'qa', 'test', 'development'];

export function EnvironmentPicker() {
  const environment = useEnvironment();
  const id = useId();

  if (!canChooseEnvironment()) {
    return (
      <p className="auth-environment-name">
        Environment:{' '}
        <Badge size="md" colorPalette={environment.env === 'production' ? 'red' : 'gray'}>
          {environment.name}
        </Badge>
      </p>
    );
  }

  const options = [...availableEnvironments()].sort((a, b) => order.indexOf(a.env) - order.indexOf(b.env));
  return (
    <div className="auth-environment">
      {/* The kit's label, beside the select rather than over it. */}
      <label className="lc-field-label" htmlFor={id}>
        Environment
      </label>
      <Select
        id={id}
        size="lg"
        name="environment"
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
      </Select>
    </div>
  );
}
