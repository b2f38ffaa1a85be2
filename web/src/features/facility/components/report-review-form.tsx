import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { REVIEW_FIELD_MAX as MAX, REVIEW_REPORT_REASONS, type ReviewReportReason } from '../../../../../worker/reviews/schemas/review-values';
import { FieldGroup, Honeypot, SelectField, TextAreaField } from '../../../components/form-fields/form-fields';
import { FormAlert } from '../../../components/form-fields/form-status';
import { PostedFormFields } from '../../../components/form-fields/posted-form-fields';
import type { TextId } from '../../../lib/i18n/translator';
import { usePostedForm } from '../../../lib/posted-form';
import { REVIEW_ID_FIELD, REVIEW_REPORT_FORM } from '../api/review-report-post';

const REASON_LABELS: Record<ReviewReportReason, TextId> = {
  health_details: msg`It gives health details about someone else`,
  other_clients: msg`It names other clients`,
  threats_or_hate: msg`It threatens someone or is hateful`,
  advertising: msg`It is advertising`,
  conflict_of_interest: msg`It was written with a conflict of interest (staff, a competitor)`,
  not_about_a_stay: msg`It is not about a stay at this facility`,
  fake: msg`I believe it is fake`,
  other: msg`Something else`,
};

/**
 * "Report this review" under each published review: a disclosure and a plain post to the listing's
 * page, so it works the same with script or without (the page answers with the listing again).
 */
export function ReportReviewForm({ reviewId }: { reviewId: number }) {
  const { t } = useLingui();
  const posted = usePostedForm(REVIEW_REPORT_FORM);
  const mine = posted?.values[REVIEW_ID_FIELD] === String(reviewId) ? posted : null;
  const sent = (name: string) => (typeof mine?.values[name] === 'string' ? { defaultValue: mine.values[name] } : {});
  return (
    <details className="review__report" open={mine ? true : undefined}>
      <summary>{t`Report this review`}</summary>
      <form method="post" noValidate aria-label={t`Report this review`}>
        <PostedFormFields name={REVIEW_REPORT_FORM} />
        <input type="hidden" name={REVIEW_ID_FIELD} value={reviewId} />
        {mine?.failure && <FormAlert>{mine.failure}</FormAlert>}
        <FieldGroup look="visitor">
          <SelectField
            label={t`What is wrong with it?`}
            required
            placeholder={t`Choose one`}
            options={REVIEW_REPORT_REASONS.map((value) => ({ value, label: t(REASON_LABELS[value]) }))}
            name="reason"
            error={mine?.errors.reason}
            {...sent('reason')}
          />
          <TextAreaField label={t`Details`} optional rows={3} maxLength={MAX.reportDetails} name="details" error={mine?.errors.details} {...sent('details')} />
          <Honeypot name="website" />
        </FieldGroup>
        <button type="submit" className="button button--secondary">{t`Send report`}</button>
      </form>
    </details>
  );
}
