import { reviewsProfilePage } from './ReviewsProfilePage';

/** profile/volon/reviews: the volunteer's received and given reviews and the ones to write. */
export default reviewsProfilePage(true);
