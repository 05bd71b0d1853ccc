package dev.serbench.codec.sbe;

import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import dev.serbench.schemas.sbe.structs.BigEncoder;
import dev.serbench.schemas.sbe.structs.BigListEncoder;
import dev.serbench.schemas.sbe.structs.MediumEncoder;
import dev.serbench.schemas.sbe.structs.MediumListEncoder;
import dev.serbench.schemas.sbe.structs.MessageHeaderEncoder;
import dev.serbench.schemas.sbe.structs.OptionalFieldsEncoder;
import dev.serbench.schemas.sbe.structs.SmallEncoder;
import dev.serbench.schemas.sbe.structs.SmallListEncoder;
import dev.serbench.schemas.sbe.structs.TimestampEncoder;
import java.time.Instant;
import org.agrona.MutableDirectBuffer;

/**
 * Writes structs.xml's messages from the canonical records; the encoder flyweights are reused.
 *
 * <p>sbe-tool generates a class per group, so a Medium is written by one method per place it is
 * nested in (each group of structs.xml that holds one); every method writes the same fields in
 * schema order: fixed-size fields, groups, then var data.
 */
final class StructsWriter {

  private final MessageHeaderEncoder header = new MessageHeaderEncoder();
  private final SmallEncoder small = new SmallEncoder();
  private final MediumEncoder medium = new MediumEncoder();
  private final BigEncoder big = new BigEncoder();
  private final SmallListEncoder smallList = new SmallListEncoder();
  private final MediumListEncoder mediumList = new MediumListEncoder();
  private final BigListEncoder bigList = new BigListEncoder();

  int small(MutableDirectBuffer buffer, Small value) {
    SmallEncoder e = small.wrapAndApplyHeader(buffer, 0, header).id(value.id()).name(value.name());
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int medium(MutableDirectBuffer buffer, Medium v) {
    MediumEncoder e = medium.wrapAndApplyHeader(buffer, 0, header).id(v.id());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    e.field4(v.field4());
    present(e.present(), v.field2(), v.field3());
    e.smallCount(1).next().id(v.small().id()).name(v.small().name());
    e.name(v.name()).field1(v.field1()).field2(v.field2()).field3(v.field3());
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int big(MutableDirectBuffer buffer, Big v) {
    BigEncoder e = big.wrapAndApplyHeader(buffer, 0, header).id(v.id());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    e.field4(v.field4());
    present(e.present(), v.field2(), v.field3());
    medium(e.medium1Count(1).next(), v.medium1());
    medium(e.medium2Count(1).next(), v.medium2());
    BigEncoder.Medium3Encoder medium3 = e.medium3Count(v.medium3() == null ? 0 : 1);
    if (v.medium3() != null) {
      medium(medium3.next(), v.medium3());
    }
    e.name(v.name()).field1(v.field1()).field2(v.field2()).field3(v.field3());
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int smallList(MutableDirectBuffer buffer, SmallList value) {
    SmallListEncoder e = smallList.wrapAndApplyHeader(buffer, 0, header);
    SmallListEncoder.ItemsEncoder items = e.itemsCount(value.items().size());
    for (Small item : value.items()) {
      items.next().id(item.id()).name(item.name());
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int mediumList(MutableDirectBuffer buffer, MediumList value) {
    MediumListEncoder e = mediumList.wrapAndApplyHeader(buffer, 0, header);
    MediumListEncoder.ItemsEncoder items = e.itemsCount(value.items().size());
    for (Medium item : value.items()) {
      medium(items.next(), item);
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  int bigList(MutableDirectBuffer buffer, BigList value) {
    BigListEncoder e = bigList.wrapAndApplyHeader(buffer, 0, header);
    BigListEncoder.ItemsEncoder items = e.itemsCount(value.items().size());
    for (Big v : value.items()) {
      BigListEncoder.ItemsEncoder item = items.next().id(v.id());
      put(item.createdAt(), v.createdAt());
      put(item.updatedAt(), v.updatedAt());
      item.field4(v.field4());
      present(item.present(), v.field2(), v.field3());
      medium(item.medium1Count(1).next(), v.medium1());
      medium(item.medium2Count(1).next(), v.medium2());
      BigListEncoder.ItemsEncoder.Medium3Encoder medium3 = item.medium3Count(v.medium3() == null ? 0 : 1);
      if (v.medium3() != null) {
        medium(medium3.next(), v.medium3());
      }
      item.name(v.name()).field1(v.field1()).field2(v.field2()).field3(v.field3());
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  private static void medium(BigEncoder.Medium1Encoder e, Medium v) {
    e.id(v.id());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    e.field4(v.field4());
    present(e.present(), v.field2(), v.field3());
    e.smallCount(1).next().id(v.small().id()).name(v.small().name());
    e.name(v.name()).field1(v.field1()).field2(v.field2()).field3(v.field3());
  }

  private static void medium(BigEncoder.Medium2Encoder e, Medium v) {
    e.id(v.id());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    e.field4(v.field4());
    present(e.present(), v.field2(), v.field3());
    e.smallCount(1).next().id(v.small().id()).name(v.small().name());
    e.name(v.name()).field1(v.field1()).field2(v.field2()).field3(v.field3());
  }

  private static void medium(BigEncoder.Medium3Encoder e, Medium v) {
    e.id(v.id());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    e.field4(v.field4());
    present(e.present(), v.field2(), v.field3());
    e.smallCount(1).next().id(v.small().id()).name(v.small().name());
    e.name(v.name()).field1(v.field1()).field2(v.field2()).field3(v.field3());
  }

  private static void medium(MediumListEncoder.ItemsEncoder e, Medium v) {
    e.id(v.id());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    e.field4(v.field4());
    present(e.present(), v.field2(), v.field3());
    e.smallCount(1).next().id(v.small().id()).name(v.small().name());
    e.name(v.name()).field1(v.field1()).field2(v.field2()).field3(v.field3());
  }

  private static void medium(BigListEncoder.ItemsEncoder.Medium1Encoder e, Medium v) {
    e.id(v.id());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    e.field4(v.field4());
    present(e.present(), v.field2(), v.field3());
    e.smallCount(1).next().id(v.small().id()).name(v.small().name());
    e.name(v.name()).field1(v.field1()).field2(v.field2()).field3(v.field3());
  }

  private static void medium(BigListEncoder.ItemsEncoder.Medium2Encoder e, Medium v) {
    e.id(v.id());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    e.field4(v.field4());
    present(e.present(), v.field2(), v.field3());
    e.smallCount(1).next().id(v.small().id()).name(v.small().name());
    e.name(v.name()).field1(v.field1()).field2(v.field2()).field3(v.field3());
  }

  private static void medium(BigListEncoder.ItemsEncoder.Medium3Encoder e, Medium v) {
    e.id(v.id());
    put(e.createdAt(), v.createdAt());
    put(e.updatedAt(), v.updatedAt());
    e.field4(v.field4());
    present(e.present(), v.field2(), v.field3());
    e.smallCount(1).next().id(v.small().id()).name(v.small().name());
    e.name(v.name()).field1(v.field1()).field2(v.field2()).field3(v.field3());
  }

  /** Sets the bits of the optional strings that are present; an absent one is then written as empty var data. */
  private static void present(OptionalFieldsEncoder present, String field2, String field3) {
    present.clear().field2(field2 != null).field3(field3 != null);
  }

  private static void put(TimestampEncoder timestamp, Instant value) {
    timestamp.seconds(value.getEpochSecond()).nanos(value.getNano());
  }
}
