import { Readable } from 'node:stream';
import {
  ContractMessages,
  ContractStep,
  CONTRACT_VERSION,
  SignChannel,
  typedNameMatches,
  type ContractInfo,
  type ShownContract,
  type SignPhoneInfo,
} from '../../src/domain/contract';
import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind } from '../../src/domain/message-kinds';
import { Messages } from '../../src/domain/messages';
import { ContractAuditStatus, contractAuditStatusText, contractRowApplies } from '../../src/domain/sign-contract';
import { CodePurpose, VerificationMessages, maskEmail, maskPhone, normaliseEmail } from '../../src/domain/verification';
import { ApiFailure } from '../http/envelope';
import { findActiveUserById } from '../repositories/accounts.repository';
import { appendAudit } from '../repositories/audit-log.repository';
import {
  addStep,
  attachSteps,
  deleteDraft,
  findContractStatus,
  findContractTutorFacts,
  findDraft,
  insertSignature,
  lastAuditReason,
  latestSignature,
  openSteps,
  popoutAnswered,
  saveContractStatus,
  saveDraft,
  savePopoutAnswer,
} from '../repositories/contracts.repository';
import { findTutorPhone } from '../repositories/phones.repository';
import { previewLink, storeFile } from '../uploads/stored-files';
import type { UploadContext } from '../uploads/upload-context';
import { provePhone, phoneTarget, type SecurityDeps } from './account-security.service';
import { buildSignedContractPdf } from './contract-pdf';
import { contractText } from './contract-text';
import { deliver } from './delivery.service';
import { sendMessage, type MessageDeps } from './messages.service';
import { checkCode, issueCode } from './verification-codes.service';

export interface ContractDeps extends SecurityDeps, MessageDeps {
  uploads: UploadContext;
}

interface TutorFacts {
  tuid: number;
  fullName: string;
  email: string;
  customized: boolean;
  needsPersonalInfo: boolean;
  awaitApproval: boolean;
}

async function tutorFacts(deps: ContractDeps, tutorId: number): Promise<TutorFacts> {
  const row = await findContractTutorFacts(deps.db, tutorId);
  if (!row) throw new ApiFailure(ErrorCode.NotFound, Messages.notFound, 404);
  return {
    tuid: row.id,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    customized: row.is_customized === 1 || row.is_international_or_custom === 1,
    needsPersonalInfo: row.is_need_improve_personal_info === 1,
    awaitApproval: row.await_approval === 1,
  };
}

export async function showContract(deps: ContractDeps, tutorId: number, ip: string): Promise<ShownContract> {
  const facts = await tutorFacts(deps, tutorId);
  await addStep(deps.db, tutorId, ContractStep.viewed, `version ${CONTRACT_VERSION}`, ip, deps.clock.now().toISOString());
  return {
    ...contractText({ fullName: facts.fullName, tuid: facts.tuid, customized: facts.customized }),
    tutorName: facts.fullName,
    isCustomized: facts.customized,
  };
}

export async function contractInfo(deps: ContractDeps, tutorId: number): Promise<ContractInfo> {
  const facts = await tutorFacts(deps, tutorId);
  const status = (await findContractStatus(deps.db, tutorId)) ?? ContractAuditStatus.notSigned;
  const draft = await findDraft(deps.db, tutorId);
  const signature = await latestSignature(deps.db, tutorId);
  return {
    auditStatus: status,
    auditStatusText: contractAuditStatusText(status),
    auditReason: status === ContractAuditStatus.failed ? await lastAuditReason(deps.db, tutorId) : '',
    isCustomized: facts.customized,
    draft: draft ? { typedName: draft.typed_name, address: draft.address, agreed: draft.agreed === 1 } : null,
    signature: signature
      ? {
          id: signature.id,
          signedAt: signature.signed_at,
          typedName: signature.typed_name,
          verifiedChannel: signature.verified_channel,
          verifiedTarget: signature.verified_target,
          documentSha256: signature.document_sha256,
          downloadUrl: previewLink(deps.uploads, signature.file_ref).url,
        }
      : null,
  };
}

function ensureMaySign(facts: TutorFacts, status: number | undefined): void {
  if (facts.needsPersonalInfo) throw new ApiFailure(ErrorCode.Failed, Messages.personalInfoAsap);
  if (facts.awaitApproval) throw new ApiFailure(ErrorCode.Failed, Messages.personalDataVerifying);
  if (!contractRowApplies(status ?? ContractAuditStatus.notSigned)) throw new ApiFailure(ErrorCode.Failed, ContractMessages.alreadySigned);
}

export async function saveContractInfo(
  deps: ContractDeps,
  tutorId: number,
  form: { typedName: string; address: string; agreed: boolean },
  ip: string,
): Promise<ContractInfo> {
  const facts = await tutorFacts(deps, tutorId);
  ensureMaySign(facts, await findContractStatus(deps.db, tutorId));
  if (!form.typedName.trim()) throw new ApiFailure(ErrorCode.Failed, ContractMessages.typedNameRequired);
  if (!typedNameMatches(form.typedName, facts.fullName)) throw new ApiFailure(ErrorCode.Failed, ContractMessages.typedNameMismatch);
  if (!form.agreed) throw new ApiFailure(ErrorCode.Failed, ContractMessages.mustAgree);
  const now = deps.clock.now().toISOString();
  await saveDraft(deps.db, {
    tutor_id: tutorId,
    is_customized: facts.customized ? 1 : 0,
    typed_name: form.typedName.trim(),
    address: form.address.trim(),
    agreed: 1,
    updated_at: now,
  });
  await addStep(deps.db, tutorId, ContractStep.saved, `typed name "${form.typedName.trim()}"`, ip, now);
  return contractInfo(deps, tutorId);
}

export async function signPhoneInfo(deps: ContractDeps, tutorId: number): Promise<SignPhoneInfo> {
  const phone = await findTutorPhone(deps.db, tutorId);
  return { hasPhone: phone !== undefined, countryCode: phone?.country_code ?? '', maskedPhone: phone ? maskPhone(phone.phone) : '' };
}

/** Sends the e-mail signing code to the tutor's own e-mail. */
export async function sendContractEmailCode(deps: ContractDeps, tutorId: number, ip: string): Promise<string> {
  const user = await findActiveUserById(deps.db, tutorId);
  if (!user) throw new ApiFailure(ErrorCode.NotFound, Messages.notFound, 404);
  const code = await issueCode(deps, { purpose: CodePurpose.contractEmail, target: normaliseEmail(user.email), userId: tutorId, ip });
  await deliver(deps, {
    channel: 'email',
    to: user.email,
    userId: tutorId,
    kind: 'contract-code',
    subject: 'Your contract signing code',
    text: `Your contract signing code is ${code}. Enter it on the Sign Contract page to sign. It is valid for 10 minutes and can be used once.`,
  });
  await addStep(deps.db, tutorId, ContractStep.codeSent, `by e-mail to ${maskEmail(user.email)}`, ip, deps.clock.now().toISOString());
  return VerificationMessages.sendSuccess;
}

async function withStepOnFailure<T>(deps: ContractDeps, tutorId: number, ip: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiFailure && error.code === ErrorCode.VerificationCodeError) {
      await addStep(deps.db, tutorId, ContractStep.codeFailed, '', ip, deps.clock.now().toISOString());
    }
    throw error;
  }
}

export async function signByPhone(
  deps: ContractDeps,
  tutorId: number,
  input: { countryCode: string; phone: string; code: string },
  ip: string,
): Promise<ContractInfo> {
  const facts = await tutorFacts(deps, tutorId);
  ensureMaySign(facts, await findContractStatus(deps.db, tutorId));
  const draft = await findDraft(deps.db, tutorId);
  if (!draft) throw new ApiFailure(ErrorCode.Failed, ContractMessages.saveFirst);
  const bound = await findTutorPhone(deps.db, tutorId);
  if (!bound) throw new ApiFailure(ErrorCode.Failed, VerificationMessages.noVerifiedPhone);
  if (phoneTarget(bound.country_code, bound.phone) !== phoneTarget(input.countryCode, input.phone)) {
    throw new ApiFailure(ErrorCode.Failed, VerificationMessages.phoneNotBound);
  }
  await withStepOnFailure(deps, tutorId, ip, () => provePhone(deps, tutorId, input.countryCode, input.phone, input.code));
  return sign(deps, facts, draft.typed_name, SignChannel.phone, `+${bound.country_code} ${maskPhone(bound.phone)}`, ip);
}

export async function signByEmail(deps: ContractDeps, tutorId: number, code: string, ip: string): Promise<ContractInfo> {
  const facts = await tutorFacts(deps, tutorId);
  ensureMaySign(facts, await findContractStatus(deps.db, tutorId));
  const draft = await findDraft(deps.db, tutorId);
  if (!draft) throw new ApiFailure(ErrorCode.Failed, ContractMessages.saveFirst);
  if (!code.trim()) throw new ApiFailure(ErrorCode.Failed, VerificationMessages.required);
  await withStepOnFailure(deps, tutorId, ip, () =>
    checkCode(deps, CodePurpose.contractEmail, normaliseEmail(facts.email), code, { consume: true, ownerId: facts.tuid }),
  );
  return sign(deps, facts, draft.typed_name, SignChannel.email, maskEmail(facts.email), ip);
}

/** Builds the signed PDF, stores it (never replaced: a new signing makes a new file), and puts the contract in audit. */
async function sign(deps: ContractDeps, facts: TutorFacts, typedName: string, channel: SignChannel, verifiedTarget: string, ip: string): Promise<ContractInfo> {
  const now = deps.clock.now().toISOString();
  await addStep(deps.db, facts.tuid, ContractStep.verified, `by ${channel === SignChannel.phone ? 'phone' : 'e-mail'} ${verifiedTarget}`, ip, now);
  const steps = [...(await openSteps(deps.db, facts.tuid)), { created_at: now, step: ContractStep.signed, detail: `typed name "${typedName}"`, ip }];
  const text = contractText({ fullName: facts.fullName, tuid: facts.tuid, customized: facts.customized });
  const pdf = await buildSignedContractPdf(
    text,
    { typedName, tuid: facts.tuid, signedAt: now, channel, verifiedTarget, ip },
    steps.map((step) => ({ at: step.created_at, step: step.step, detail: step.detail, ip: step.ip })),
  );
  const stored = await storeFile(deps.uploads, {
    ownerId: facts.tuid,
    module: 'ElectronicallySigned',
    originalName: `contract-${facts.tuid}-${now.slice(0, 10)}.pdf`,
    source: Readable.from([Buffer.from(pdf.bytes)]),
  });
  await deps.db.transaction().execute(async (trx) => {
    await addStep(trx, facts.tuid, ContractStep.signed, `typed name "${typedName}"`, ip, now);
    const signature = await insertSignature(trx, {
      tutor_id: facts.tuid,
      is_customized: facts.customized ? 1 : 0,
      contract_version: text.version,
      typed_name: typedName,
      verified_channel: channel,
      verified_target: verifiedTarget,
      document_sha256: pdf.documentSha256,
      file_ref: stored.file_ref,
      signed_at: now,
      signed_ip: ip,
    });
    await attachSteps(trx, facts.tuid, signature.id);
    await saveContractStatus(trx, facts.tuid, ContractAuditStatus.auditing, now);
    await deleteDraft(trx, facts.tuid);
  });
  return contractInfo(deps, facts.tuid);
}

export async function shouldShowPopout(deps: ContractDeps, tutorId: number): Promise<boolean> {
  const status = (await findContractStatus(deps.db, tutorId)) ?? ContractAuditStatus.notSigned;
  return contractRowApplies(status) && !(await popoutAnswered(deps.db, tutorId, CONTRACT_VERSION));
}

export async function answerPopout(deps: ContractDeps, tutorId: number, agreed: boolean): Promise<boolean> {
  await savePopoutAnswer(deps.db, tutorId, CONTRACT_VERSION, agreed, deps.clock.now().toISOString());
  return agreed;
}

/** Staff audit: a contract in audit passes (1) or fails (2, with a reason); the tutor gets a message. */
export async function auditContract(deps: ContractDeps, staffId: number, tutorId: number, status: number, reason: string): Promise<ContractInfo> {
  if (status !== ContractAuditStatus.passed && status !== ContractAuditStatus.failed) throw new ApiFailure(ErrorCode.Failed, ContractMessages.statusInvalid);
  if (status === ContractAuditStatus.failed && !reason.trim()) throw new ApiFailure(ErrorCode.Failed, ContractMessages.reasonRequired);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const before = await findContractStatus(trx, tutorId);
    if (before !== ContractAuditStatus.auditing) throw new ApiFailure(ErrorCode.Failed, ContractMessages.notAuditing);
    await saveContractStatus(trx, tutorId, status, now);
    await appendAudit(trx, {
      actorId: staffId,
      action: 'contract.audit',
      subjectType: 'contract',
      subjectId: tutorId,
      before: { status: before },
      after: { status, reason: reason.trim() },
      at: now,
    });
  });
  await sendMessage(deps, {
    tutorId,
    kind: MessageKind.system,
    title: `Contract: ${contractAuditStatusText(status)}`,
    content:
      status === ContractAuditStatus.passed
        ? 'Your signed contract passed the audit.'
        : `Your signed contract failed the audit: ${reason.trim()} Please sign it again.`,
    remind: status === ContractAuditStatus.failed,
    sentBy: staffId,
  });
  return contractInfo(deps, tutorId);
}
