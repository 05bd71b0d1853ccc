package dev.serbench.codec.sbe;

import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import dev.serbench.schemas.sbe.structs.BigDecoder;
import dev.serbench.schemas.sbe.structs.BigListDecoder;
import dev.serbench.schemas.sbe.structs.MediumDecoder;
import dev.serbench.schemas.sbe.structs.MediumListDecoder;
import dev.serbench.schemas.sbe.structs.MessageHeaderDecoder;
import dev.serbench.schemas.sbe.structs.OptionalFieldsDecoder;
import dev.serbench.schemas.sbe.structs.SmallDecoder;
import dev.serbench.schemas.sbe.structs.SmallListDecoder;
import dev.serbench.schemas.sbe.structs.TimestampDecoder;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.agrona.DirectBuffer;

/**
 * Reads every field of structs.xml's messages, in schema order, into the canonical records; the
 * decoder flyweights are reused.
 *
 * <p>sbe-tool generates a class per group, so a Medium is read by one method per place it is
 * nested in. Each reads the fixed-size fields, then the groups, then the var data: an SBE decoder
 * moves forward through groups and var data, so the record is built once all are read (a
 * constructor call reads fields itself only where its arguments, evaluated left to right, follow the
 * schema order).
 */
final class StructsReader {

  private final MessageHeaderDecoder header = new MessageHeaderDecoder();
  private final SmallDecoder small = new SmallDecoder();
  private final MediumDecoder medium = new MediumDecoder();
  private final BigDecoder big = new BigDecoder();
  private final SmallListDecoder smallList = new SmallListDecoder();
  private final MediumListDecoder mediumList = new MediumListDecoder();
  private final BigListDecoder bigList = new BigListDecoder();

  Small small(DirectBuffer buffer) {
    SmallDecoder d = small.wrapAndApplyHeader(buffer, 0, header);
    return new Small(d.id(), d.name());
  }

  Medium medium(DirectBuffer buffer) {
    MediumDecoder d = medium.wrapAndApplyHeader(buffer, 0, header);
    long id = d.id();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    double field4 = d.field4();
    OptionalFieldsDecoder present = d.present();
    boolean hasField2 = present.field2();
    boolean hasField3 = present.field3();
    MediumDecoder.SmallDecoder s = Groups.one(d.small());
    Small small = new Small(s.id(), s.name());
    String name = d.name();
    String field1 = d.field1();
    String field2 = optional(hasField2, d.field2());
    String field3 = optional(hasField3, d.field3());
    return new Medium(id, name, createdAt, updatedAt, field1, field2, field3, field4, small);
  }

  Big big(DirectBuffer buffer) {
    BigDecoder d = big.wrapAndApplyHeader(buffer, 0, header);
    long id = d.id();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    double field4 = d.field4();
    OptionalFieldsDecoder present = d.present();
    boolean hasField2 = present.field2();
    boolean hasField3 = present.field3();
    Medium medium1 = medium(Groups.one(d.medium1()));
    Medium medium2 = medium(Groups.one(d.medium2()));
    BigDecoder.Medium3Decoder m3 = Groups.optional(d.medium3());
    Medium medium3 = m3 == null ? null : medium(m3);
    String name = d.name();
    String field1 = d.field1();
    String field2 = optional(hasField2, d.field2());
    String field3 = optional(hasField3, d.field3());
    return new Big(id, name, createdAt, updatedAt, field1, field2, field3, field4, medium1, medium2, medium3);
  }

  SmallList smallList(DirectBuffer buffer) {
    SmallListDecoder.ItemsDecoder group = smallList.wrapAndApplyHeader(buffer, 0, header).items();
    List<Small> items = new ArrayList<>(group.count());
    for (SmallListDecoder.ItemsDecoder item : group) {
      items.add(new Small(item.id(), item.name()));
    }
    return new SmallList(items);
  }

  MediumList mediumList(DirectBuffer buffer) {
    MediumListDecoder.ItemsDecoder group = mediumList.wrapAndApplyHeader(buffer, 0, header).items();
    List<Medium> items = new ArrayList<>(group.count());
    for (MediumListDecoder.ItemsDecoder item : group) {
      items.add(medium(item));
    }
    return new MediumList(items);
  }

  BigList bigList(DirectBuffer buffer) {
    BigListDecoder.ItemsDecoder group = bigList.wrapAndApplyHeader(buffer, 0, header).items();
    List<Big> items = new ArrayList<>(group.count());
    for (BigListDecoder.ItemsDecoder d : group) {
      long id = d.id();
      Instant createdAt = instant(d.createdAt());
      Instant updatedAt = instant(d.updatedAt());
      double field4 = d.field4();
      OptionalFieldsDecoder present = d.present();
      boolean hasField2 = present.field2();
      boolean hasField3 = present.field3();
      Medium medium1 = medium(Groups.one(d.medium1()));
      Medium medium2 = medium(Groups.one(d.medium2()));
      BigListDecoder.ItemsDecoder.Medium3Decoder m3 = Groups.optional(d.medium3());
      Medium medium3 = m3 == null ? null : medium(m3);
      String name = d.name();
      String field1 = d.field1();
      String field2 = optional(hasField2, d.field2());
      String field3 = optional(hasField3, d.field3());
      items.add(new Big(id, name, createdAt, updatedAt, field1, field2, field3, field4, medium1, medium2, medium3));
    }
    return new BigList(items);
  }

  private static Medium medium(BigDecoder.Medium1Decoder d) {
    long id = d.id();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    double field4 = d.field4();
    OptionalFieldsDecoder present = d.present();
    boolean hasField2 = present.field2();
    boolean hasField3 = present.field3();
    BigDecoder.Medium1Decoder.SmallDecoder s = Groups.one(d.small());
    Small small = new Small(s.id(), s.name());
    String name = d.name();
    String field1 = d.field1();
    String field2 = optional(hasField2, d.field2());
    String field3 = optional(hasField3, d.field3());
    return new Medium(id, name, createdAt, updatedAt, field1, field2, field3, field4, small);
  }

  private static Medium medium(BigDecoder.Medium2Decoder d) {
    long id = d.id();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    double field4 = d.field4();
    OptionalFieldsDecoder present = d.present();
    boolean hasField2 = present.field2();
    boolean hasField3 = present.field3();
    BigDecoder.Medium2Decoder.SmallDecoder s = Groups.one(d.small());
    Small small = new Small(s.id(), s.name());
    String name = d.name();
    String field1 = d.field1();
    String field2 = optional(hasField2, d.field2());
    String field3 = optional(hasField3, d.field3());
    return new Medium(id, name, createdAt, updatedAt, field1, field2, field3, field4, small);
  }

  private static Medium medium(BigDecoder.Medium3Decoder d) {
    long id = d.id();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    double field4 = d.field4();
    OptionalFieldsDecoder present = d.present();
    boolean hasField2 = present.field2();
    boolean hasField3 = present.field3();
    BigDecoder.Medium3Decoder.SmallDecoder s = Groups.one(d.small());
    Small small = new Small(s.id(), s.name());
    String name = d.name();
    String field1 = d.field1();
    String field2 = optional(hasField2, d.field2());
    String field3 = optional(hasField3, d.field3());
    return new Medium(id, name, createdAt, updatedAt, field1, field2, field3, field4, small);
  }

  private static Medium medium(MediumListDecoder.ItemsDecoder d) {
    long id = d.id();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    double field4 = d.field4();
    OptionalFieldsDecoder present = d.present();
    boolean hasField2 = present.field2();
    boolean hasField3 = present.field3();
    MediumListDecoder.ItemsDecoder.SmallDecoder s = Groups.one(d.small());
    Small small = new Small(s.id(), s.name());
    String name = d.name();
    String field1 = d.field1();
    String field2 = optional(hasField2, d.field2());
    String field3 = optional(hasField3, d.field3());
    return new Medium(id, name, createdAt, updatedAt, field1, field2, field3, field4, small);
  }

  private static Medium medium(BigListDecoder.ItemsDecoder.Medium1Decoder d) {
    long id = d.id();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    double field4 = d.field4();
    OptionalFieldsDecoder present = d.present();
    boolean hasField2 = present.field2();
    boolean hasField3 = present.field3();
    BigListDecoder.ItemsDecoder.Medium1Decoder.SmallDecoder s = Groups.one(d.small());
    Small small = new Small(s.id(), s.name());
    String name = d.name();
    String field1 = d.field1();
    String field2 = optional(hasField2, d.field2());
    String field3 = optional(hasField3, d.field3());
    return new Medium(id, name, createdAt, updatedAt, field1, field2, field3, field4, small);
  }

  private static Medium medium(BigListDecoder.ItemsDecoder.Medium2Decoder d) {
    long id = d.id();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    double field4 = d.field4();
    OptionalFieldsDecoder present = d.present();
    boolean hasField2 = present.field2();
    boolean hasField3 = present.field3();
    BigListDecoder.ItemsDecoder.Medium2Decoder.SmallDecoder s = Groups.one(d.small());
    Small small = new Small(s.id(), s.name());
    String name = d.name();
    String field1 = d.field1();
    String field2 = optional(hasField2, d.field2());
    String field3 = optional(hasField3, d.field3());
    return new Medium(id, name, createdAt, updatedAt, field1, field2, field3, field4, small);
  }

  private static Medium medium(BigListDecoder.ItemsDecoder.Medium3Decoder d) {
    long id = d.id();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    double field4 = d.field4();
    OptionalFieldsDecoder present = d.present();
    boolean hasField2 = present.field2();
    boolean hasField3 = present.field3();
    BigListDecoder.ItemsDecoder.Medium3Decoder.SmallDecoder s = Groups.one(d.small());
    Small small = new Small(s.id(), s.name());
    String name = d.name();
    String field1 = d.field1();
    String field2 = optional(hasField2, d.field2());
    String field3 = optional(hasField3, d.field3());
    return new Medium(id, name, createdAt, updatedAt, field1, field2, field3, field4, small);
  }

  /** An optional string read from its var data (always written, empty when absent): null when its bit is clear. */
  private static String optional(boolean present, String value) {
    return present ? value : null;
  }

  private static Instant instant(TimestampDecoder timestamp) {
    return Instant.ofEpochSecond(timestamp.seconds(), timestamp.nanos());
  }
}
