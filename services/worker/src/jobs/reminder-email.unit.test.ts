import { describe, expect, it } from 'vitest';
import { reminderEmailPayload } from '@teamledger/domain';

const uma = { name: 'Uma Patel', address: 'uma@northwind.test' };

describe('reminderEmailPayload', () => {
  const ids = {
    reminderId: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
    userId: '0b7f6c1e-3f0a-4b7e-9a51-3c1f2f0c9a11',
  };

  it('takes the ids, and nothing personal', () => {
    expect(reminderEmailPayload.parse({ ...ids, email: uma.address })).toEqual(ids);
  });

  it.each([[{}], [{ reminderId: ids.reminderId }], [{ ...ids, userId: 'uma' }], [null]])(
    'refuses %j',
    (data) => {
      expect(reminderEmailPayload.safeParse(data).success).toBe(false);
    },
  );
});
