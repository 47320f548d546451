import type { GroupMemberDto } from '@hashar/common';
import { CheckboxField } from '../components/forms';

/** The group's members to choose from, checked up to `max` (the team's places). */
export function MemberPicker({
  idPrefix,
  members,
  picked,
  max,
  onChange,
}: {
  idPrefix: string;
  members: readonly GroupMemberDto[];
  picked: readonly number[];
  max: number;
  onChange: (ids: number[]) => void;
}) {
  return (
    <ul className="team-dialog__list">
      {members.map((m) => {
        const on = picked.includes(m.userId);
        return (
          <li key={m.userId}>
            <CheckboxField
              id={`${idPrefix}-${m.userId}`}
              label={m.name}
              checked={on}
              disabled={!on && picked.length >= max}
              onCheckedChange={(check) => onChange(check ? [...picked, m.userId] : picked.filter((id) => id !== m.userId))}
            />
          </li>
        );
      })}
    </ul>
  );
}
