// Telling the server the rider opened an assignment (acknowledge_assignment): the rider's other
// devices, and this one after a reload, stop ringing for it.
import { supabaseMutation } from '@shop/shared/api'
import { riderTags } from '../../../lib/api/rider-api.ts'

export const acknowledgeApi = riderTags.injectEndpoints({
  endpoints: (build) => ({
    acknowledgeAssignment: supabaseMutation(build, {
      query: (orderId: string) => (db) => db.rpc('acknowledge_assignment', { order_id: orderId }),
      invalidatesTags: ['RiderOrders'],
    }),
  }),
})

export const { useAcknowledgeAssignmentMutation } = acknowledgeApi
