package dev.serbench.codec.sbe;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.serbench.schemas.sbe.structs.MediumEncoder;
import dev.serbench.schemas.sbe.structs.MessageHeaderEncoder;
import java.util.NoSuchElementException;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * A required nested record is a group of exactly one entry: a message whose group holds none or two
 * (written here with the generated encoder itself) is refused, not read as a partial record.
 */
class GroupOfOneTest {

  private static UnsafeBuffer mediumWithSmalls(int smalls) {
    ExpandableArrayBuffer buffer = new ExpandableArrayBuffer();
    MediumEncoder medium = new MediumEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder()).id(1);
    medium.createdAt().seconds(0).nanos(0);
    medium.updatedAt().seconds(0).nanos(0);
    medium.present().clear();
    MediumEncoder.SmallEncoder small = medium.smallCount(smalls);
    for (int i = 0; i < smalls; i++) {
      small.next().id(i).name("s");
    }
    medium.name("m").field1("").field2("").field3("");
    return new UnsafeBuffer(buffer.byteArray(), 0, MessageHeaderEncoder.ENCODED_LENGTH + medium.encodedLength());
  }

  @Test
  void aRequiredRecordsEmptyGroupIsRefused() {
    UnsafeBuffer bytes = mediumWithSmalls(0);
    assertThrows(NoSuchElementException.class, () -> new StructsReader().medium(bytes));
  }

  @Test
  void aGroupOfOneWithTwoEntriesIsRefused() {
    UnsafeBuffer bytes = mediumWithSmalls(2);
    assertThrows(IllegalStateException.class, () -> new StructsReader().medium(bytes));
  }
}
