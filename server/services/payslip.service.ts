import { findActiveUserById } from '../repositories/accounts.repository';
import { paidToLabel } from './payment-account.service';
import { buildPayslipPdf } from './payslip-pdf';
import { statement, type ServiceFeeDeps } from './service-fee.service';

/** A period's payslip: the same statement the accounting page shows, as a PDF. */
export async function payslip(deps: ServiceFeeDeps, tutorId: number, period: string | undefined): Promise<{ fileName: string; bytes: Uint8Array }> {
  const [sheet, user, account] = await Promise.all([statement(deps, tutorId, period), findActiveUserById(deps.db, tutorId), paidToLabel(deps, tutorId)]);
  const bytes = await buildPayslipPdf(sheet, {
    tutorName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    tuid: tutorId,
    account,
    generatedAt: deps.clock.now().toISOString(),
  });
  return { fileName: `payslip-${tutorId}-${sheet.Period}.pdf`, bytes };
}
