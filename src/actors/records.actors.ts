import { fromPromise } from 'xstate';
import type { LeaveEditRequest, LeavePage, LeaveRecord, LeaveRequest } from '../domain/leave';
import { SignChannel } from '../domain/contract';
import { changeEmailMachine } from '../machines/change-email.machine';
import { codeSenderMachine, type CodeRequest } from '../machines/code-sender.machine';
import { contractSigningMachine, type ContractInfo, type PhoneInfo, type SignInput } from '../machines/contract-signing.machine';
import { forgotPasswordMachine } from '../machines/forgot-password.machine';
import { leaveFormMachine, LEAVE_PROOF_MODULE, type LeaveSaveInput } from '../machines/leave-form.machine';
import { leaveRecordMachine } from '../machines/leave-record.machine';
import { phoneBindingMachine } from '../machines/phone-binding.machine';
import { LIFE_PHOTO_MODULE, personalProfileMachine } from '../machines/personal-profile.machine';
import type { PersonalProfile, TesolRequest } from '../domain/personal-data';
import { SECTION_CALLS, SECTION_EDIT_TIMEOUT_MS, SECTION_PROOF_MODULE, type SectionEntry } from '../domain/personal-sections';
import { personalSectionMachine } from '../machines/personal-section.machine';
import { tesolDialogMachine } from '../machines/tesol-dialog.machine';
import { notificationPreferencesMachine } from '../machines/notification-preferences.machine';
import type { NotificationPreferences, SavePreferencesRequest } from '../domain/notification-preferences';
import { TESOL_CERTIFICATE_MODULE } from '../domain/personal-data';
import type { MessageResult } from '../machines/records-notify';
import { retrieveEmailMachine } from '../machines/retrieve-email.machine';
import { newFileCode } from '../services/file-code';
import type { PageDeps } from './page-logic';
import { lifeShowPiece, type LifeShowInfoBody, type LifeShowPieceName } from '../domain/life-show';
import type { TeachInfoForm } from '../domain/interests';
import type { LocationItem, UserExtInfo } from '../domain/personal-sections';
import type { PhoneBindingState } from '../domain/verification';
import { lifeShowMachine } from '../machines/life-show.machine';
import { interestsMachine } from '../machines/interests.machine';
import { teachPlaceMachine } from '../machines/teach-place.machine';

/** Which call sends each kind of code (growth-account.md §7). */
function sendCode(deps: PageDeps, request: CodeRequest, signal: AbortSignal): Promise<MessageResult> {
  const options = { signal };
  switch (request.kind) {
    case 'passwordReset':
      return deps.api.postWithMessage('/api/Account/SendVerificationCode', { Email: request.email }, undefined, options);
    case 'changeEmail':
      return deps.api.postWithMessage('/api/Account/SendChangeEmailVerificationEmail', { Email: request.email }, undefined, options);
    case 'phone':
      return deps.api.postWithMessage('/api/teachInfo/SendVerificationCode', { countryCode: request.countryCode, phone: request.phone }, undefined, options);
    case 'contractEmail':
      return deps.api.postWithMessage('/api/teachInfo/SendVerificationCodeByEmail', undefined, undefined, options);
  }
}

function saveLeave(deps: PageDeps, input: LeaveSaveInput, signal: AbortSignal): Promise<MessageResult<LeaveRecord>> {
  const body: LeaveRequest = {
    StartTime: new Date(input.startAt).toISOString(),
    EndTime: new Date(input.endAt).toISOString(),
    LeaveType: input.leaveType,
    Reason: input.reason,
    ProofFile: input.proofFileRef,
  };
  return input.id === null
    ? deps.api.postWithMessage<LeaveRecord>('/api/TutorComm/AddTutorLeave', body, undefined, { signal })
    : deps.api.postWithMessage<LeaveRecord>('/api/TutorComm/EditTutorLeave', { Id: input.id, ...body } satisfies LeaveEditRequest, undefined, { signal });
}

function signContract(deps: PageDeps, input: SignInput, signal: AbortSignal): Promise<MessageResult<ContractInfo>> {
  return input.channel === SignChannel.phone
    ? deps.api.postWithMessage<ContractInfo>(
        '/api/TutorComm/SignContractVerifyCode',
        { phone: input.phone, verificationCode: input.code, countryCode: input.countryCode },
        undefined,
        { signal },
      )
    : deps.api.postWithMessage<ContractInfo>('/api/TutorComm/SignContractVerifyCodeByEmail', { EmailCode: input.code }, undefined, { signal });
}

/** Sets a life show piece with its call, then reads the whole life show back (the calls answer different shapes). */
async function setLifeShowPiece(
  deps: PageDeps,
  input: { part: LifeShowPieceName; fileRef: string },
  signal: AbortSignal,
): Promise<MessageResult<LifeShowInfoBody>> {
  const piece = lifeShowPiece(input.part)!;
  const { message } = await deps.api.postWithMessage(piece.call, { FileRef: input.fileRef }, undefined, { signal, timeout: piece.timeout });
  return { message, body: await deps.api.get<LifeShowInfoBody>('/api/teachInfo/LifeShowInfo', undefined, { signal }) };
}

async function deleteCertificate(deps: PageDeps, input: { type: number; fileRef: string }, signal: AbortSignal): Promise<MessageResult<LifeShowInfoBody>> {
  const { message } = await deps.api.postWithMessage('/api/teachInfo/DeleteCertificate', undefined, { type: input.type, fileRef: input.fileRef }, { signal });
  return { message, body: await deps.api.get<LifeShowInfoBody>('/api/teachInfo/LifeShowInfo', undefined, { signal }) };
}

/** The records machines (issue 17) with their real actors. */
export function createRecordsLogic(deps: PageDeps) {
  return {
    codeSender: codeSenderMachine.provide({
      actors: { 'send code': fromPromise<MessageResult, CodeRequest>(({ input, signal }) => sendCode(deps, input, signal)) },
    }),
    forgotPassword: forgotPasswordMachine.provide({
      actors: {
        'verify code': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage('/api/Account/VerifyEmailCode', { Email: input.email, Code: input.code }, undefined, { signal }),
        ),
        'reset password': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage('/api/Account/ResetPassword', { Email: input.email, Password: input.password, Code: input.code }, undefined, { signal }),
        ),
      },
    }),
    retrieveEmail: retrieveEmailMachine.provide({
      actors: {
        'verify tutor info': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage('/api/Account/VerifyTutorInfo', { Tuid: input.tuid, Phone: input.phone }, undefined, { signal }),
        ),
      },
    }),
    phoneBinding: phoneBindingMachine.provide({
      actors: {
        'check binding': fromPromise(
          async ({ signal }) => (await deps.api.post<PhoneBindingState>('/api/teachInfo/PhoneBindingState', undefined, undefined, { signal })).showDialog,
        ),
        'bind phone': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage(
            '/api/teachInfo/BindTutorPhone',
            { phone: input.phone, verificationCode: input.code, countryCode: input.countryCode },
            undefined,
            { signal },
          ),
        ),
        'remind later': fromPromise(({ signal }) => deps.api.postWithMessage('/api/teachInfo/RemindMeLater', undefined, undefined, { signal })),
      },
    }),
    changeEmail: changeEmailMachine.provide({
      actors: {
        'change email': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage(
            '/api/Account/ChangeTutorPrivateEmail',
            { Email: input.currentEmail, Code: input.code, NewPrivateEmail: input.newEmail },
            undefined,
            { signal },
          ),
        ),
      },
      actions: { reload: () => window.location.reload() },
    }),
    leaveForm: leaveFormMachine.provide({
      actors: { 'save leave': fromPromise<MessageResult<LeaveRecord>, LeaveSaveInput>(({ input, signal }) => saveLeave(deps, input, signal)) },
      actions: {
        startUpload: ({ self }, params) => {
          const fileCode = newFileCode();
          self.send({ type: 'leave.uploadStarted', fileCode });
          deps.startUpload({ fileCode, moduleName: LEAVE_PROOF_MODULE, file: params.file, replyTo: self });
        },
      },
    }),
    leaveRecord: leaveRecordMachine.provide({
      actors: {
        'load leaves': fromPromise(({ input, signal }) =>
          deps.api.get<LeavePage>('/api/TutorComm/GetTutorLeaveList', { pageIndex: input.pageIndex, pageSize: input.pageSize }, { signal }),
        ),
        'undo leave': fromPromise(({ input, signal }) => deps.api.postWithMessage('/api/TutorComm/UndoTutorLeave', undefined, { id: input.id }, { signal })),
      },
    }),
    personalProfile: personalProfileMachine.provide({
      actors: {
        'load profile': fromPromise(({ signal }) => deps.api.get<PersonalProfile>('/api/tutordata/Profile', undefined, { signal })),
        'save profile': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage<PersonalProfile>('/api/teachInfo/EditProfile', { ...input }, undefined, { signal }),
        ),
        'set life photo': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage<PersonalProfile>('/api/teachInfo/UpLoadLifePhoto', { FileRef: input.fileRef }, undefined, { signal }),
        ),
        'submit for verification': fromPromise(({ signal }) =>
          deps.api.postWithMessage<PersonalProfile>('/api/teachInfo/SubmitPersonalData', undefined, undefined, { signal }),
        ),
      },
      actions: {
        startUpload: ({ self }, params) => {
          const fileCode = newFileCode();
          self.send({ type: 'profile.uploadStarted', fileCode });
          deps.startUpload({ fileCode, moduleName: LIFE_PHOTO_MODULE, file: params.file, replyTo: self });
        },
      },
    }),
    personalSection: personalSectionMachine.provide({
      actors: {
        'load section': fromPromise(({ input, signal }) => deps.api.get<SectionEntry[]>(SECTION_CALLS[input.kind].read, undefined, { signal })),
        'save section': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage<SectionEntry[]>(SECTION_CALLS[input.kind].edit, { Entries: input.entries }, undefined, {
            signal,
            timeout: SECTION_EDIT_TIMEOUT_MS,
          }),
        ),
      },
      actions: {
        startUpload: ({ self }, params) => {
          const fileCode = newFileCode();
          self.send({ type: 'section.uploadStarted', index: params.index, fileCode });
          deps.startUpload({ fileCode, moduleName: SECTION_PROOF_MODULE, file: params.file, replyTo: self });
        },
      },
    }),
    lifeShow: lifeShowMachine.provide({
      actors: {
        'load life show': fromPromise(({ signal }) => deps.api.get<LifeShowInfoBody>('/api/teachInfo/LifeShowInfo', undefined, { signal })),
        'set piece': fromPromise(({ input, signal }) => setLifeShowPiece(deps, input, signal)),
        'delete certificate': fromPromise(({ input, signal }) => deleteCertificate(deps, input, signal)),
      },
      actions: {
        startUpload: ({ self }, params) => {
          const fileCode = newFileCode();
          self.send({ type: 'lifeShow.uploadStarted', part: params.part, fileCode });
          deps.startUpload({ fileCode, moduleName: lifeShowPiece(params.part)!.module, file: params.file, replyTo: self });
        },
      },
    }),
    interests: interestsMachine.provide({
      actors: {
        'load interests': fromPromise(async ({ signal }) => {
          const info = await deps.api.get<UserExtInfo>('/api/Account/UserExtInfo', undefined, { signal });
          return { hobbies: info.hobbies, teachInfo: info.teachInfo };
        }),
        'save hobbies': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage<string[]>('/api/teachInfo/EditHobbies', { Hobbies: input.hobbies }, undefined, { signal }),
        ),
        'save teach info': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage<TeachInfoForm>(
            '/api/teachInfo/EditTeachInfo',
            { TeachingStyle: input.teachingStyle, AgeGroups: input.ageGroups, Specialties: input.specialties },
            undefined,
            { signal },
          ),
        ),
      },
    }),
    teachPlace: teachPlaceMachine.provide({
      actors: {
        'load places': fromPromise(async ({ signal }) => {
          const [countries, schools] = await Promise.all([
            deps.api.get<LocationItem[]>('/api/teachInfo/Locations', { parentId: 0 }, { signal }),
            deps.api.get<string[]>('/api/teachInfo/Schools', undefined, { signal }),
          ]);
          return { countries, schools };
        }),
        'load locations': fromPromise(({ input, signal }) =>
          deps.api.get<LocationItem[]>('/api/teachInfo/Locations', { parentId: input.parentId }, { signal }),
        ),
        'save location': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage('/api/teachInfo/EditTeachLocation', undefined, { parentId: input.parentId, locatoinName: input.name }, { signal }),
        ),
        'save school': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage('/api/teachInfo/EditTeachSchool', undefined, { schoolName: input.schoolName }, { signal }),
        ),
      },
    }),
    tesolDialog: tesolDialogMachine.provide({
      actors: {
        'save tesol': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage(
            '/api/teachInfo/SaveTESOLInformation',
            {
              FirstName: input.firstName,
              MiddleName: input.middleName,
              LastName: input.lastName,
              Birthday: input.birthday,
              IDNumber: input.idNumber,
              HasTESOLCertificate: input.hasCertificate,
              TESOLCertificate: input.certificateFileRef,
            } satisfies TesolRequest,
            undefined,
            { signal },
          ),
        ),
      },
      actions: {
        startUpload: ({ self }, params) => {
          const fileCode = newFileCode();
          self.send({ type: 'tesol.uploadStarted', fileCode });
          deps.startUpload({ fileCode, moduleName: TESOL_CERTIFICATE_MODULE, file: params.file, replyTo: self });
        },
      },
    }),
    notificationPreferences: notificationPreferencesMachine.provide({
      actors: {
        'load preferences': fromPromise(({ signal }) => deps.api.get<NotificationPreferences>('/api/Notifications/Preferences', undefined, { signal })),
        'save preferences': fromPromise(({ input, signal }) =>
          deps.api.postWithMessage<NotificationPreferences>(
            '/api/Notifications/SavePreferences',
            {
              ReminderMinutes: input.reminderMinutes,
              Items: input.items.map((item) => ({ Kind: item.kind, ByEmail: item.byEmail, BySms: item.bySms })),
            } satisfies SavePreferencesRequest,
            undefined,
            { signal },
          ),
        ),
      },
    }),
    contractSigning: contractSigningMachine.provide({
      actors: {
        'load contract': fromPromise(async ({ signal }) => {
          const [info, phone] = await Promise.all([
            deps.api.get<ContractInfo>('/api/TutorComm/GetContractInfo', undefined, { signal }),
            deps.api.post<PhoneInfo>('/api/TutorComm/SignPhoneInfo', undefined, undefined, { signal }),
          ]);
          return { info, phone };
        }),
        'save contract': fromPromise(({ input, signal }) =>
          deps.api.post<ContractInfo>(
            '/api/TutorComm/SaveContractInfo',
            { TypedName: input.typedName, Address: input.address, Agreed: input.agreed },
            undefined,
            { signal },
          ),
        ),
        'sign contract': fromPromise<MessageResult<ContractInfo>, SignInput>(({ input, signal }) => signContract(deps, input, signal)),
      },
    }),
  };
}

export type RecordsLogic = ReturnType<typeof createRecordsLogic>;
