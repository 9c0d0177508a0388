import type { StaffMember } from '@fathom/contract/staff-console';
import { type StaffRole, staffRoles } from '@fathom/domain/staff-roles';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { notify } from '../../../components/toast/notify';
import { formatDay } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import {
  changeStaffRole,
  inviteStaffMember,
  listStaffMembers,
  setStaffSuspended,
} from '../api/staff-members';
import { type Column, DataTable } from '../components/data-table';
import { FilterField, FilterForm } from '../components/filter-form';
import { useConsoleList } from '../components/use-list-state';

const roleOptions = staffRoles.map((role) => ({ value: role, label: role }));
const statusOptions = [
  { value: 'invited', label: 'invited' },
  { value: 'active', label: 'active' },
  { value: 'suspended', label: 'suspended' },
];

function InviteForm({ onAdded }: { onAdded: () => void }) {
  const empty = { email: '', first_name: '', last_name: '', staff_role: 'support' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const set = (name: keyof typeof empty) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    try {
      const added = await inviteStaffMember({ ...values, staff_role: values.staff_role as StaffRole });
      notify({
        type: 'success',
        message: `${added.email} is invited: they were emailed a link to choose a password.`,
      });
      setValues(empty);
      setErrors({});
      onAdded();
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setErrors(
        Object.keys(fields).length > 0 ? fields : { form: 'The member could not be added. Try again.' },
      );
    } finally {
      setSending(false);
    }
  };
  const field = (name: 'email' | 'first_name' | 'last_name', label: string, type = 'text') => (
    <div className="console-filter">
      <label htmlFor={`invite-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`invite-${name}`}
        type={type}
        className="field-input"
        required
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `invite-${name}-error` : undefined}
        onChange={(event) => set(name)(event.target.value)}
      />
      {errors[name] ? (
        <p id={`invite-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <form className="console-panel" aria-labelledby="invite-title" onSubmit={onSubmit} noValidate>
      <h2 id="invite-title" className="console-subtitle">
        Add a staff member
      </h2>
      <div className="console-filters">
        {field('email', 'Email address', 'email')}
        {field('first_name', 'First name')}
        {field('last_name', 'Last name')}
        <div className="console-filter">
          <label htmlFor="invite-role" className="field-label">
            Role
          </label>
          <select
            id="invite-role"
            className="field-input"
            value={values.staff_role}
            onChange={(event) => set('staff_role')(event.target.value)}
          >
            {roleOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="console-filter-actions">
          <Button type="submit" loading={sending}>
            Send the invitation
          </Button>
        </div>
      </div>
      {errors.form ? <p role="alert">{errors.form}</p> : null}
    </form>
  );
}

function MemberActions({ member, onChanged }: { member: StaffMember; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify({ type: 'success', message: done });
      onChanged();
    } catch {
      // The shared error toast says why.
    } finally {
      setBusy(false);
    }
  };
  const suspended = member.status === 'suspended';
  return (
    <div className="console-row-actions">
      <label htmlFor={`role-${member.id}`} className="sr-only">
        Role of {member.email}
      </label>
      <select
        id={`role-${member.id}`}
        className="field-input console-inline-select"
        value={member.staff_role}
        disabled={busy}
        onChange={(event) =>
          void act(
            () => changeStaffRole(member.id, { staff_role: event.target.value as StaffRole }),
            `${member.email} is now ${event.target.value} staff.`,
          )
        }
      >
        {roleOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Button
        variant={suspended ? 'secondary' : 'danger'}
        size="sm"
        loading={busy}
        aria-label={`${suspended ? 'Reinstate' : 'Suspend'} ${member.email}`}
        onClick={() =>
          void act(
            () => setStaffSuspended(member.id, !suspended),
            suspended ? `${member.email} may sign in again.` : `${member.email} is suspended and signed out.`,
          )
        }
      >
        {suspended ? 'Reinstate' : 'Suspend'}
      </Button>
    </div>
  );
}

/** The clinic's staff (admins): add, re-role and suspend; a page at a time, sorted and filtered in the URL. */
export default function MembersPage() {
  const { list, answer, reload } = useConsoleList(['q', 'staff_role', 'status'], listStaffMembers);
  const again = reload;
  const columns: Column<StaffMember>[] = [
    { key: 'email', header: 'Email address', sortable: true, cell: (member) => member.email },
    { key: 'name', header: 'Name', cell: (member) => member.name },
    { key: 'staff_role', header: 'Role', sortable: true, cell: (member) => member.staff_role },
    {
      key: 'status',
      header: 'Status',
      cell: (member) => `${member.status}${member.two_factor_configured ? '' : ', two-factor not set up'}`,
    },
    { key: 'created_at', header: 'Added', sortable: true, cell: (member) => formatDay(member.created_at) },
    {
      key: 'actions',
      header: 'Change',
      cell: (member) => <MemberActions member={member} onChanged={again} />,
    },
  ];
  return (
    <section aria-labelledby="members-title">
      <h1 id="members-title" className="console-title">
        Staff
      </h1>
      <p className="console-lead">
        Each member holds one role; admins may do everything. A suspended member is signed out at once.
      </p>
      <InviteForm onAdded={again} />
      <FilterForm label="Filter staff" applied={list.state.filters} onApply={list.setFilters}>
        {(values, set) => (
          <>
            <FilterField name="q" label="Name or email" values={values} set={set} />
            <FilterField name="staff_role" label="Role" values={values} set={set} options={roleOptions} />
            <FilterField name="status" label="Status" values={values} set={set} options={statusOptions} />
          </>
        )}
      </FilterForm>
      <DataTable
        caption="Staff members"
        columns={columns}
        answer={answer}
        rowKey={(member) => member.id}
        sort={list.state.sort ?? 'email'}
        onSort={list.setSort}
        onPage={list.setPage}
        empty={<p>No staff member matches these filters. Clear them to see everyone.</p>}
      />
    </section>
  );
}
