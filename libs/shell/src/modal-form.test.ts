import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $modalForm, modalFormClosed, modalFormOpened } from './modal-form';

const request = { formId: '1001', hiddenFields: { model: 'defender' }, title: 'נסיעת מבחן', layout: 'double_column', ciData: { source: 'hero' } };

describe('modal form (A§4)', () => {
  it('opens with the form id, hidden fields, title, layout and ci data; double_column means two columns', async () => {
    const scope = fork();
    await allSettled(modalFormOpened, { scope, params: request });
    expect(scope.getState($modalForm)).toEqual({ ...request, columns: 2 });
    await allSettled(modalFormOpened, { scope, params: { ...request, layout: '' } });
    expect(scope.getState($modalForm)?.columns).toBe(1);
  });

  it('is cleared on close, and ignores a link without a form id', async () => {
    const scope = fork();
    await allSettled(modalFormOpened, { scope, params: request });
    await allSettled(modalFormClosed, { scope });
    expect(scope.getState($modalForm)).toBeNull();
    await allSettled(modalFormOpened, { scope, params: { ...request, formId: ' ' } });
    expect(scope.getState($modalForm)).toBeNull();
  });
});
