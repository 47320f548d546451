import { type ClothingSize, type VolunteerProfileDto } from '@hashar/common';
import type { VolunteerProfile } from '../models';

/** A volunteer's profile row with what lives beside it (users.region_id, chosen directions and pro bono categories). */
export interface VolunteerProfileRecord {
  profile: VolunteerProfile;
  regionId: number | null;
  districtId: number | null;
  directionIds: number[];
  probonoDirectionIds: number[];
}

/** The passport copy's type, from the extension it was stored under. */
export const PASSPORT_MIME: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png', bmp: 'image/bmp' };

/**
 * The volunteer profile as it leaves the server. SENSITIVE_VOLUNTEER_FIELDS (passport data,
 * addresses, tax number, the passport file, medical and disability) only with `sensitive`: for the
 * person themselves and for staff checking verification (whose reads are audited by the caller).
 */
export function presentVolunteerProfile(record: VolunteerProfileRecord, { sensitive }: { sensitive: boolean }): VolunteerProfileDto {
  const p = record.profile;
  const dto: VolunteerProfileDto = {
    firstName: p.firstName,
    lastName: p.lastName,
    middleName: p.middleName,
    noMiddleName: p.noMiddleName,
    birthDate: p.birthDate,
    sex: p.sex,
    regionId: record.regionId,
    districtId: record.districtId,
    citizenship: p.citizenship,
    phone: p.phone,
    about: p.about,
    tags: p.tags,
    education: p.education,
    languages: p.languages,
    skills: p.skills,
    work: p.work,
    certificates: p.certificates,
    courses: p.courses,
    volunteerTypeId: p.volunteerTypeId,
    probonoDirectionIds: record.probonoDirectionIds,
    directionIds: record.directionIds,
    clothingSize: p.clothingSize as ClothingSize | null,
    shoeSize: p.shoeSize,
    isProbono: p.isProbono,
    isListed: p.isListed,
    verification: p.verification,
    verificationNote: p.verificationNote,
  };
  if (!sensitive) return dto;
  const ext = p.passportKey?.split('.').pop() ?? '';
  const full: VolunteerProfileDto = {
    ...dto,
    passportSeries: p.passportSeries,
    registrationAddress: p.registrationAddress,
    taxNumber: p.taxNumber,
    residenceAddress: p.residenceAddress,
    passportFile: p.passportKey
      ? { name: p.passportName ?? `passport.${ext}`, type: PASSPORT_MIME[ext] ?? 'application/octet-stream' }
      : null,
    medicalBook: p.medicalBook,
    disabilityType: p.disabilityType,
    disabilityGroup: p.disabilityGroup,
    vaccination: p.vaccination,
  };
  return full;
}
